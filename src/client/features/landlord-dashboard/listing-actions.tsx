import { Button } from '@client/components/ui/button';
import { FailureAlert } from '@client/components/ui/failure-alert';
import { InlineConfirm } from '@client/components/ui/inline-confirm';
import { toast } from '@client/components/ui/use-toast';
import { parseApiError } from '@client/lib/api-client';
import { formatNumber } from '@client/lib/format';
import type { LandlordListing } from '@shared/contracts/landlord';
import { LISTING_STATUS_TRANSITIONS, type ListingStatusMove } from '@shared/domain/inventory';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { editListingHref, movedText, moveLabel, moveQuestion } from './listing-text';
import { useChangeListingStatus } from './use-landlord-dashboard';

export interface ListingActionsProps {
  listing: LandlordListing;
  /** The listing's matches panel: shown for landlords (admins work matches on the housing dashboard). */
  matches?: { open: boolean; onToggle: () => void; panelId: string };
}

const ACTION = 'data-listing-action';

/**
 * Pause / Resume, Mark filled (asked twice), Edit, and the listing's matches and requests. After a move the
 * pressed button may be gone: focus goes to this listing's first action, so the keyboard stays in place.
 */
export function ListingActions({ listing, matches }: ListingActionsProps) {
  const change = useChangeListingStatus();
  const [confirming, setConfirming] = useState<ListingStatusMove | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  /**
   * What to focus (a selector inside this listing's actions) once the listing shows `status`: after a move the
   * refreshed list arrives a moment later, with other buttons.
   */
  const [focusTarget, setFocusTarget] = useState<{ selector: string; status: string } | null>(null);
  useEffect(() => {
    if (!focusTarget || focusTarget.status !== listing.status) return;
    const target = box.current?.querySelector<HTMLElement>(focusTarget.selector);
    if (target?.matches(':disabled')) return;
    setFocusTarget(null);
    target?.focus();
  }, [focusTarget, listing.status, change.isPending]);
  const moves = LISTING_STATUS_TRANSITIONS[listing.status];
  const asked = confirming ? moveQuestion(listing, confirming) : null;
  const pending = change.isPending ? change.variables?.status : undefined;

  const move = (status: ListingStatusMove) => {
    setFailure(null);
    setConfirming(null);
    change.mutate(
      { id: listing.id, status },
      {
        onSuccess: ({ listing: moved, matchesClosed }) => {
          setFocusTarget({ selector: `[${ACTION}]`, status: moved.status });
          toast({ variant: 'success', ...movedText(listing, status, matchesClosed) });
        },
        onError: (error) => {
          setFocusTarget({ selector: `[${ACTION}]`, status: listing.status });
          setFailure(parseApiError(error).message);
        },
      },
    );
  };
  const keep = (status: ListingStatusMove) => {
    setFocusTarget({ selector: `[${ACTION}="${status}"]`, status: listing.status });
    setConfirming(null);
  };

  return (
    <div ref={box} className="grid gap-2">
      {confirming && asked ? (
        <InlineConfirm
          {...asked}
          className="max-w-md"
          onConfirm={() => move(confirming)}
          onKeep={() => keep(confirming)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {moves.map((status) => (
            <Button
              key={status}
              size="sm"
              variant="outline"
              {...{ [ACTION]: status }}
              aria-label={`${moveLabel(listing, status)}: ${listing.propertyAddress}`}
              loading={pending === status}
              disabled={change.isPending}
              onClick={() => (moveQuestion(listing, status) ? setConfirming(status) : move(status))}
            >
              {moveLabel(listing, status)}
            </Button>
          ))}
          <Button asChild size="sm" variant="outline">
            <Link
              {...{ [ACTION]: 'edit' }}
              href={editListingHref(listing)}
              aria-label={`Edit: ${listing.propertyAddress}`}
            >
              Edit
            </Link>
          </Button>
          {matches ? (
            <Button
              size="sm"
              variant="ghost"
              {...{ [ACTION]: 'matches' }}
              aria-expanded={matches.open}
              aria-controls={matches.open ? matches.panelId : undefined}
              aria-label={`Matches and requests (${formatNumber(listing.totalMatches, 0)}): ${listing.propertyAddress}`}
              onClick={matches.onToggle}
            >
              Matches and requests ({formatNumber(listing.totalMatches, 0)})
            </Button>
          ) : null}
        </div>
      )}
      <FailureAlert failure={failure} />
    </div>
  );
}
