import type { LandlordListing } from '@shared/contracts/landlord';
import { useState } from 'react';
import { MatchPages, useLandlordMatches } from './matches-section';

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
  const label = `Matches and requests for ${listing.propertyAddress}`;
  return (
    <section id={id} aria-label={label} className="grid gap-3">
      <MatchPages
        matches={matches}
        offset={offset}
        onOffset={setOffset}
        errorTitle="We couldn't load the matches for this listing"
        listLabel={label}
        level={4}
        empty={
          <p className="text-sm text-muted-foreground">
            No veteran is matched to this home or asking about it now.
          </p>
        }
      />
    </section>
  );
}
