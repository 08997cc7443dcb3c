/** The one address formatter: every screen, notice and export writes an address line through it. */
export interface AddressParts {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

/** The four parts of an address, taken from any record that holds them (a home, an organisation, their columns). */
export const addressPartsOf = <T extends Record<keyof AddressParts, unknown>>({
  address,
  city,
  state,
  zipCode,
}: T): Pick<T, keyof AddressParts> => ({ address, city, state, zipCode });

const line = (parts: (string | null | undefined)[], separator = ', ') =>
  parts.filter(Boolean).join(separator);

/** "12 Main St, Austin, TX": street, town and state, whichever are known. */
export const formatAddress = ({ address, city, state }: AddressParts): string => line([address, city, state]);

/** "Austin, TX 78701": the town with the state and ZIP code, whichever are known. */
export const formatPlace = ({ city, state, zipCode }: AddressParts): string =>
  line([city, line([state, zipCode], ' ')]);

/** "12 Main St, Austin, TX 78701": the street before the place. */
export const formatFullAddress = (parts: AddressParts): string => line([parts.address, formatPlace(parts)]);
