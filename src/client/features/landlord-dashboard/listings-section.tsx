import { Button } from '@client/components/ui/button';
import { EmptyState } from '@client/components/ui/empty-state';
import { ErrorState } from '@client/components/ui/error-state';
import { LoadingState } from '@client/components/ui/spinner';
import { TitledSection } from '@client/components/ui/titled-section';
import { formatNumber } from '@client/lib/format';
import type { LandlordListing } from '@shared/contracts/landlord';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { House } from 'lucide-react';
import { Link } from 'wouter';
import { ListingCards, ListingsTable } from './listings-table';
import { LISTINGS_PAGE_SIZE } from './use-landlord-dashboard';

export const LIST_PROPERTY_PATH = PAGE_PATHS.landlords;
/** The wizard opened at its listing step: a signed-in landlord lists under their account, without steps 1-3. */
export const ADD_LISTING_PATH = `${PAGE_PATHS.landlords}?step=listing`;

export interface ListingsSectionProps {
  isAdmin: boolean;
  userId: string;
  page: { listings: LandlordListing[]; total: number } | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  offset: number;
  onOffset: (offset: number) => void;
}

const HEADING_ID = 'landlord-listings-heading';

/** The listings: loading, error, empty, or the table (cards on small screens) with paging. */
export function ListingsSection(props: ListingsSectionProps) {
  const { isAdmin, page, isPending, error } = props;
  return (
    <TitledSection
      headingId={HEADING_ID}
      title={isAdmin ? "All landlords' listings" : 'Your listings'}
      size="2xl"
    >
      {isPending ? <LoadingState label="Loading listings..." /> : null}
      {!isPending && error ? (
        <ErrorState
          title="We couldn't load your listings"
          error={error}
          onRetry={props.onRetry}
          retrying={props.retrying}
        />
      ) : null}
      {page && !error && page.total === 0 ? (
        <EmptyState
          icon={House}
          title={isAdmin ? 'No listings yet' : "You haven't listed a property yet"}
          description={
            isAdmin
              ? 'Listings appear here as landlords add them.'
              : 'List a property and it will show up here with its matches and placements.'
          }
          action={
            <Button asChild variant="accent">
              <Link href={ADD_LISTING_PATH}>List a property</Link>
            </Button>
          }
        />
      ) : null}
      {page && !error && page.listings.length > 0 ? (
        <>
          <ListingsTable
            listings={page.listings}
            showLandlord={isAdmin}
            labelledBy={HEADING_ID}
            userId={props.userId}
          />
          <ListingCards
            listings={page.listings}
            showLandlord={isAdmin}
            labelledBy={HEADING_ID}
            userId={props.userId}
          />
          {page.total > LISTINGS_PAGE_SIZE ? (
            <Paging {...props} total={page.total} shown={page.listings.length} />
          ) : null}
        </>
      ) : null}
      {page && !error && page.total > 0 && page.listings.length === 0 ? (
        <p>
          There are no listings on this page.{' '}
          <Button variant="link" onClick={() => props.onOffset(0)}>
            Go to the first page
          </Button>
        </p>
      ) : null}
    </TitledSection>
  );
}

function Paging({ offset, onOffset, total, shown }: ListingsSectionProps & { total: number; shown: number }) {
  return (
    <nav aria-label="Listing pages" className="flex flex-wrap items-center justify-between gap-3">
      <p role="status">
        Showing {formatNumber(offset + 1, 0)}–{formatNumber(offset + shown, 0)} of {formatNumber(total, 0)}{' '}
        listings
      </p>
      <div className="flex gap-2">
        <Button
          variant="outline"
          disabled={offset === 0}
          onClick={() => onOffset(Math.max(0, offset - LISTINGS_PAGE_SIZE))}
        >
          Previous
        </Button>
        <Button
          variant="outline"
          disabled={offset + shown >= total}
          onClick={() => onOffset(offset + LISTINGS_PAGE_SIZE)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
