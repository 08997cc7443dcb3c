import type { UserView } from '@shared/contracts/auth';
import type { PropertyHousingInput } from '@shared/contracts/housing';
import type { DefaultValues } from 'react-hook-form';

/** Spec: bedrooms and bathrooms fall back to 1 when the input is not a number. */
export const countOrOne = (value: unknown) => {
  const parsed = Number.parseInt(String(value ?? ''), 10);
  return Number.isNaN(parsed) ? 1 : parsed;
};

/** Dollars typed as "1,200" or "$950.50"; an empty box becomes NaN so the contract says what is missing. */
export const toDollars = (value: unknown) => {
  const text = String(value ?? '').trim();
  return text === '' ? Number.NaN : Number(text.replace(/[$,]/g, ''));
};

/** A blank listing (rent left empty); a signed-in landlord's name and email are filled in. */
export function emptyListing(user: UserView | null | undefined): DefaultValues<PropertyHousingInput> {
  const landlord = user?.role === 'landlord' ? user : null;
  return {
    landlordName: landlord?.displayName ?? '',
    landlordEmail: landlord?.username ?? '',
    landlordPhone: '',
    address: '',
    zipCode: '',
    acceptsVouchers: false,
    isAccessible: false,
    allowsPets: false,
    isAvailable: true,
    unitType: 'apartment',
    bedrooms: 1,
    bathrooms: 1,
    unitsAvailable: 1,
    availableDate: '',
    additionalFeatures: '',
  };
}
