import { csvFile } from '@server/lib/csv-file';
import type { LandlordListing } from '@shared/contracts/landlord';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const STATUS_LABELS: Record<LandlordListing['status'], string> = {
  pending_review: 'Waiting for review',
  declined: 'Declined',
  available: 'Available',
  paused: 'Paused',
  matched: 'Matched',
  filled: 'Filled',
};

interface Column {
  header: string;
  value: (listing: LandlordListing) => string | number;
}

const COLUMNS: Column[] = [
  { header: 'Address', value: (l) => l.propertyAddress },
  { header: 'City', value: (l) => l.city ?? '' },
  { header: 'State', value: (l) => l.state ?? '' },
  { header: 'ZIP code', value: (l) => l.zipCode },
  { header: 'Units available', value: (l) => l.availableUnits },
  { header: 'Total units', value: (l) => l.unitCount },
  { header: 'Bedrooms', value: (l) => l.bedrooms },
  { header: 'Bathrooms', value: (l) => l.bathrooms },
  // the API keeps cents; people reading a spreadsheet want dollars
  {
    header: 'Monthly rent (USD)',
    value: (l) => (l.monthlyRent == null ? '' : (l.monthlyRent / 100).toFixed(2)),
  },
  { header: 'Accepts VA benefits', value: (l) => yesNo(l.acceptsVABenefits) },
  { header: 'Allows pets', value: (l) => yesNo(l.allowsPets) },
  { header: 'Accessible', value: (l) => yesNo(l.isAccessible) },
  { header: 'Status', value: (l) => STATUS_LABELS[l.status] },
  { header: 'Decline reason', value: (l) => l.declineReason ?? '' },
  { header: 'Matches', value: (l) => l.totalMatches },
  { header: 'Placements', value: (l) => l.successfulPlacements },
];

const LANDLORD_COLUMN: Column = { header: 'Landlord', value: (l) => l.landlordName ?? '' };

/** The listings as CSV with a header row; `withLandlord` adds whose listing it is (admin exports). */
export function listingsCsv(
  listings: LandlordListing[],
  { withLandlord }: { withLandlord: boolean },
): string {
  const columns = withLandlord ? [LANDLORD_COLUMN, ...COLUMNS] : COLUMNS;
  const records = listings.map((listing) => columns.map((column) => column.value(listing)));
  return csvFile(
    columns.map((column) => column.header),
    records,
  );
}
