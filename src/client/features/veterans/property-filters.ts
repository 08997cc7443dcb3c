import type { HousingMatch } from '@shared/contracts/match-search';
import type { RoomType } from '@shared/domain/constants';

export const ALL = 'all';

export interface PropertyFilters {
  zipCode: string;
  roomType: typeof ALL | RoomType;
  /** 'yes': the home accepts VA benefits; 'no': it does not. */
  benefits: typeof ALL | 'yes' | 'no';
}

export const NO_FILTERS: PropertyFilters = { zipCode: ALL, roomType: ALL, benefits: ALL };

/** The ZIP codes of the returned homes, each once, in order. */
export function zipCodesOf(matches: readonly HousingMatch[]): string[] {
  return [...new Set(matches.map((match) => match.property.zipCode))].sort();
}

/** The spec's three filters, applied to the engine's answer on the client; the engine's order is kept. */
export function applyFilters(matches: readonly HousingMatch[], filters: PropertyFilters): HousingMatch[] {
  return matches.filter(({ property }) => {
    if (filters.zipCode !== ALL && property.zipCode !== filters.zipCode) return false;
    if (filters.roomType !== ALL && property.roomType !== filters.roomType) return false;
    if (filters.benefits !== ALL && property.acceptsVA !== (filters.benefits === 'yes')) return false;
    return true;
  });
}
