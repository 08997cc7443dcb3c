import type { BadgeVariant } from '@client/components/ui/badge';
import type { ConfirmWords } from '@client/components/ui/inline-confirm';
import { formatCents, formatNumber } from '@client/lib/format';
import type { LandlordListing } from '@shared/contracts/landlord';
import { formatPlace } from '@shared/domain/address';
import type { ListingStatusMove } from '@shared/domain/inventory';
import * as PAGE_PATHS from '@shared/domain/page-paths';

const plural = (n: number, one: string, many: string) => `${formatNumber(n, 0)} ${n === 1 ? one : many}`;

/** "Schenectady, NY 12345", or the ZIP alone when the place is unknown. */
export const placeText = (l: LandlordListing) => formatPlace(l.city && l.state ? l : { zipCode: l.zipCode });

/**
 * The rooms the home lets (the listing's room count; the spec's `unitCount` and `availableUnits` carry them): "3 of
 * 4 rooms available" while veterans can find the listing; otherwise what its status means for them. A filled home
 * never reads "3 of 3 available", and a card never calls rooms units beside its bedrooms (issue 37).
 */
export const roomsToLetText = (l: LandlordListing) => {
  const rooms = plural(l.unitCount, 'room', 'rooms');
  const available = `${formatNumber(l.availableUnits, 0)} of ${rooms} available`;
  if (l.status === 'available' || l.status === 'matched') return available;
  if (l.status === 'pending_review') return `${available} once approved`;
  if (l.status === 'filled') return `${rooms}, all let`;
  if (l.status === 'paused') return `${rooms}, paused`;
  return `${rooms}, not listed`;
};

/** "4 beds, 2 baths". */
export const bedsBathsText = (l: LandlordListing) =>
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
  paused: { label: 'Paused', variant: 'outline' },
  matched: { label: 'Matched', variant: 'accent' },
  filled: { label: 'Filled', variant: 'secondary' },
};

/** What the landlord reads under the status: why a listing was declined, or when a waiting one goes live. */
export const statusNote = (l: LandlordListing): string | null => {
  if (l.status === 'declined') return `Reason: ${l.declineReason ?? 'not given'}`;
  if (l.status === 'pending_review') return 'Veterans see it once our team approves it.';
  return null;
};

/** The button for a move, by where the listing stands: resuming a paused home, reopening a filled one. */
export const moveLabel = (l: LandlordListing, to: ListingStatusMove): string => {
  if (to === 'paused') return 'Pause';
  if (to === 'filled') return 'Mark filled';
  return l.status === 'paused' ? 'Resume' : 'Mark available';
};

/** Open matches and requests on the listing (placed ones stay): a pause or a fill closes them. */
export const openMatchCount = (l: LandlordListing) => Math.max(0, l.totalMatches - l.successfulPlacements);

const openMatchesText = (n: number) =>
  `${plural(n, 'open match or request', 'open matches and requests')} on it ${n === 1 ? 'is' : 'are'} closed, and each veteran who asked is told`;

/** A move asked twice: filling (it ends the listing's matches), and a pause that closes open matches. */
export function moveQuestion(l: LandlordListing, to: ListingStatusMove): ConfirmWords | null {
  const open = openMatchCount(l);
  const closing = open > 0 ? ` The ${openMatchesText(open)}.` : '';
  if (to === 'filled') {
    return {
      question: `Mark ${l.propertyAddress} as filled? Veterans stop seeing it.${closing}`,
      confirm: 'Yes, mark filled',
      keep: 'Keep it as it is',
    };
  }
  if (to === 'paused' && open > 0) {
    return {
      question: `Pause ${l.propertyAddress}? Veterans stop seeing it until you resume it.${closing}`,
      confirm: 'Yes, pause it',
      keep: 'Keep it available',
    };
  }
  return null;
}

/** The toast after a move. */
export function movedText(
  l: LandlordListing,
  to: ListingStatusMove,
  matchesClosed: number,
): { title: string; description: string } {
  const closed =
    matchesClosed > 0 ? ` ${plural(matchesClosed, 'open match was', 'open matches were')} closed.` : '';
  if (to === 'paused') {
    return {
      title: 'Listing paused',
      description: `Veterans don't see ${l.propertyAddress} until you resume it.${closed}`,
    };
  }
  if (to === 'filled') {
    return {
      title: 'Listing marked filled',
      description: `Veterans no longer see ${l.propertyAddress}.${closed}`,
    };
  }
  return { title: 'Listing available', description: `Veterans can find ${l.propertyAddress} again.` };
}

/** The listing's edit page (the listing form in its edit mode). */
export const editListingHref = (l: LandlordListing) =>
  `${PAGE_PATHS.landlordListing}?listing=${encodeURIComponent(l.id)}`;
