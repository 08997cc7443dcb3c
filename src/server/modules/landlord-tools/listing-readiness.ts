import { type PropertyRow, rentPerVeteranCents } from '@server/modules/properties';
import { CO_LIVING_ROOM_RENT_DOLLARS } from '@shared/domain/constants';
import { dollarsToCents } from '@shared/domain/money';

export const MIN_DESCRIPTION_LENGTH = 50;

/** The listing checklist (inspection, vouchers, description, room rent), shown on the landlord dashboard. */
export const READINESS_ITEMS: { label: string; isMet: (row: PropertyRow) => boolean }[] = [
  { label: 'Passed an HQS-style inspection', isMet: (row) => row.inspected },
  { label: 'Accepts HUD-VASH vouchers and VA benefits', isMet: (row) => row.acceptsVouchers },
  {
    label: `Description of at least ${MIN_DESCRIPTION_LENGTH} characters`,
    isMet: (row) => row.description.trim().length >= MIN_DESCRIPTION_LENGTH,
  },
  {
    label: `Rent per room at or below $${CO_LIVING_ROOM_RENT_DOLLARS.toLocaleString('en-US')}`,
    isMet: (row) => {
      const rent = rentPerVeteranCents(row);
      return rent != null && rent <= dollarsToCents(CO_LIVING_ROOM_RENT_DOLLARS);
    },
  },
];

/** Items met by every listing, and the share of (listing, item) pairs met, 0-100. */
export function listingReadiness(rows: PropertyRow[]) {
  const readinessItems = READINESS_ITEMS.map(({ label, isMet }) => ({
    label,
    met: rows.length > 0 && rows.every(isMet),
  }));
  const pairs = rows.length * READINESS_ITEMS.length;
  const met = rows.reduce((sum, row) => sum + READINESS_ITEMS.filter(({ isMet }) => isMet(row)).length, 0);
  return { readinessItems, readinessPercent: pairs === 0 ? 0 : Math.round((100 * met) / pairs) };
}
