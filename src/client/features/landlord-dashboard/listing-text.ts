import type { BadgeVariant } from '@client/components/ui/badge';
import { formatCents, formatNumber } from '@client/lib/format';
import type { LandlordListing } from '@shared/contracts/landlord';

const plural = (n: number, one: string, many: string) => `${formatNumber(n, 0)} ${n === 1 ? one : many}`;

/** "Schenectady, NY 12345", or the ZIP alone when the place is unknown. */
export const placeText = (l: LandlordListing) =>
  l.city && l.state ? `${l.city}, ${l.state} ${l.zipCode}` : l.zipCode;

/** "3 of 4 available". */
export const unitsText = (l: LandlordListing) =>
  `${formatNumber(l.availableUnits, 0)} of ${formatNumber(l.unitCount, 0)} available`;

/** "4 beds, 2 baths". */
export const roomsText = (l: LandlordListing) =>
  `${plural(l.bedrooms, 'bed', 'beds')}, ${plural(l.bathrooms, 'bath', 'baths')}`;

/** The whole-unit rent: stored in cents, shown in dollars ("$3,800"). */
export const rentText = (l: LandlordListing) =>
  l.monthlyRent == null ? 'Not set' : formatCents(l.monthlyRent);

export const vaText = (l: LandlordListing) => (l.acceptsVABenefits ? 'Accepted' : 'Not accepted');

export const landlordText = (l: LandlordListing) => l.landlordName ?? 'No account';

export const STATUS: Record<LandlordListing['status'], { label: string; variant: BadgeVariant }> = {
  pending_review: { label: 'Waiting for review', variant: 'warning' },
  declined: { label: 'Declined', variant: 'destructive' },
  available: { label: 'Available', variant: 'success' },
  matched: { label: 'Matched', variant: 'accent' },
  filled: { label: 'Filled', variant: 'secondary' },
};

/** What the landlord reads under the status: why a listing was declined, or when a waiting one goes live. */
export const statusNote = (l: LandlordListing): string | null => {
  if (l.status === 'declined') return `Reason: ${l.declineReason ?? 'not given'}`;
  if (l.status === 'pending_review') return 'Veterans see it once our team approves it.';
  return null;
};
