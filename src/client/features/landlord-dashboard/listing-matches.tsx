import { TablePagination } from '@client/components/ui/data-table';
import { ErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import type { LandlordListing } from '@shared/contracts/landlord';
import { useState } from 'react';
import { MATCHES_PAGE_SIZE, MatchCard, useLandlordMatches } from './matches-section';

/** One listing's matches and requests (open or placed), read when the landlord opens them. */
export function ListingMatches({
  listing,
  userId,
  id,
}: {
  listing: LandlordListing;
  userId: string;
  /** The panel's id: its toggle button controls it. */
  id: string;
}) {
  const [offset, setOffset] = useState(0);
  const matches = useLandlordMatches(userId, offset, listing.id);
  const page = matches.data;
  const label = `Matches and requests for ${listing.propertyAddress}`;
  return (
    <section id={id} aria-label={label} className="grid gap-3">
      {matches.isPending ? <LoadingState label="Loading matches..." /> : null}
      {matches.isError ? (
        <ErrorState
          title="We couldn't load the matches for this listing"
          error={matches.error}
          onRetry={() => void matches.refetch()}
          retrying={matches.isFetching}
        />
      ) : null}
      {page && !matches.isError && page.total === 0 ? (
        <p className="text-sm text-muted-foreground">
          No veteran is matched to this home or asking about it now.
        </p>
      ) : null}
      {page && !matches.isError && page.total > 0 ? (
        <>
          <ul className="grid gap-3" aria-label={label}>
            {page.rows.map((match) => (
              <MatchCard key={match.id} match={match} level={4} />
            ))}
          </ul>
          {page.total > MATCHES_PAGE_SIZE ? (
            <TablePagination
              label={`Match pages for ${listing.propertyAddress}`}
              offset={offset}
              pageSize={MATCHES_PAGE_SIZE}
              shown={page.rows.length}
              total={page.total}
              onOffset={setOffset}
              updating={matches.isPlaceholderData}
              noun="matches"
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
