import type { UserView } from '@shared/contracts/auth';
import type { ListingData, ListingEditView, ListingInput } from '@shared/contracts/listing';
import { ROOM_COUNT_OPTIONS } from '@shared/contracts/properties';
import { DEFAULT_ROOM_COUNT } from '@shared/domain/constants';

/** The form's fields: the listing contract's input, rent as typed (a number or nothing yet). */
export type ListingFormValues = ListingInput;
/** What the form shows at first: a blank listing (no rent yet) or a stored one. */
export type ListingFormDefaults = Partial<ListingFormValues>;

/** Only a visitor who is not signed in is asked for a contact (a signed-in landlord lists under the account). */
export const asksForContact = (user: UserView | null | undefined) => user === null;

/** A blank listing: 3 private rooms in a house, available now, rent left empty. */
export function emptyListingValues(): ListingFormDefaults {
  return {
    landlordName: '',
    landlordEmail: '',
    landlordPhone: '',
    address: '',
    zipCode: '',
    unitType: 'house',
    roomCount: DEFAULT_ROOM_COUNT,
    bathrooms: 1,
    roomType: 'private',
    acceptsVA: false,
    accessible: false,
    allowsPets: false,
    furnished: false,
    inspected: false,
    availableDate: '',
    description: '',
  };
}

/** The stored listing in the form (GET /api/properties/{id}/edit). */
export function editListingValues(view: ListingEditView): ListingFormDefaults {
  const { rentPerRoom, ...values } = view.values;
  return { ...emptyListingValues(), ...values, ...(rentPerRoom === null ? {} : { rentPerRoom }) };
}

/**
 * "1" to "5+" (rooms) or "4+" (bathrooms), and the stored count when an older listing has more than the
 * form offers, so an edit shows it.
 */
export function countOptions(current: unknown, top: number = ROOM_COUNT_OPTIONS.length) {
  const counts = Array.from({ length: top }, (_, index) => index + 1);
  const stored = Number(current);
  if (Number.isInteger(stored) && stored > top) counts.push(stored);
  return counts.map((n) => ({ value: String(n), label: n === top ? `${n}+` : String(n) }));
}

/** What is sent: the contact only for a visitor (blank phone left out). */
export function listingPayload(values: ListingData, withContact: boolean): ListingInput {
  const { landlordName, landlordEmail, landlordPhone, ...home } = values;
  if (!withContact) return home;
  return { ...home, landlordName, landlordEmail, ...(landlordPhone ? { landlordPhone } : {}) };
}
