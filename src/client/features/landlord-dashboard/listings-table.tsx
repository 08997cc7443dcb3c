import { Badge } from '@client/components/ui/badge';
import { headCell, tableCell, tableHeadCell } from '@client/components/ui/data-table';
import { FactCard } from '@client/components/ui/fact-card';
import { formatNumber } from '@client/lib/format';
import type { LandlordListing } from '@shared/contracts/landlord';
import { useId, useState } from 'react';
import { ListingActions } from './listing-actions';
import { ListingMatches } from './listing-matches';
import {
  bedsBathsText,
  landlordText,
  placeText,
  rentText,
  roomsToLetText,
  STATUS,
  statusNote,
  vaText,
} from './listing-text';

export interface ListingsViewProps {
  listings: LandlordListing[];
  /** Admins: a column with whose listing it is. */
  showLandlord: boolean;
  /** The id of the section heading that names the table and the list. */
  labelledBy: string;
  /** The signed-in user: a landlord opens each listing's matches (admins have the housing dashboard). */
  userId: string;
}

/** Whether the listing's matches panel is open, and the id that ties it to its button (landlords only). */
function useMatchesPanel(enabled: boolean) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const matches = enabled ? { open, onToggle: () => setOpen((was) => !was), panelId } : undefined;
  return { matches, showPanel: enabled && open, panelId };
}

/** The status badge, and under it the decline reason or what a waiting listing waits for. */
function ListingStatus({ listing }: { listing: LandlordListing }) {
  const note = statusNote(listing);
  return (
    <div className="grid justify-items-start gap-1">
      <Badge variant={STATUS[listing.status].variant}>{STATUS[listing.status].label}</Badge>
      {note ? <p className="max-w-60 text-sm break-words text-muted-foreground">{note}</p> : null}
    </div>
  );
}

function ListingRow({
  listing,
  showLandlord,
  userId,
  columns,
}: {
  listing: LandlordListing;
  showLandlord: boolean;
  userId: string;
  columns: number;
}) {
  const { matches, showPanel, panelId } = useMatchesPanel(!showLandlord);
  return (
    <>
      <tr className="border-t border-border">
        <th scope="row" className={`${tableCell} text-left font-normal`}>
          <span className="block font-semibold break-words">{listing.propertyAddress}</span>
          <span className="block text-muted-foreground">{placeText(listing)}</span>
        </th>
        {showLandlord ? <td className={tableCell}>{landlordText(listing)}</td> : null}
        <td className={tableCell}>{roomsToLetText(listing)}</td>
        <td className={tableCell}>{bedsBathsText(listing)}</td>
        <td className={`${tableCell} font-semibold whitespace-nowrap`}>{rentText(listing)}</td>
        <td className={tableCell}>{vaText(listing)}</td>
        <td className={tableCell}>
          <ListingStatus listing={listing} />
        </td>
        <td className={`${tableCell} text-right`}>{formatNumber(listing.totalMatches, 0)}</td>
        <td className={`${tableCell} text-right`}>{formatNumber(listing.successfulPlacements, 0)}</td>
        {/* wide enough for two buttons a line, so a row stays short */}
        <td className={`${tableCell} min-w-60`}>
          <ListingActions listing={listing} matches={matches} />
        </td>
      </tr>
      {showPanel ? (
        <tr>
          <td colSpan={columns} className="bg-muted/40 px-3 py-3">
            <ListingMatches listing={listing} userId={userId} id={panelId} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** Wide screens: one table row per listing, its matches in a row under it when opened. */
export function ListingsTable({ listings, showLandlord, labelledBy, userId }: ListingsViewProps) {
  return (
    <div className="relative hidden overflow-x-auto rounded-ui border border-border md:block">
      <table className="w-full border-collapse text-sm" aria-labelledby={labelledBy}>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className={tableHeadCell}>
              Property
            </th>
            {showLandlord ? (
              <th scope="col" className={tableHeadCell}>
                Landlord
              </th>
            ) : null}
            <th scope="col" className={tableHeadCell}>
              Rooms to let
            </th>
            <th scope="col" className={tableHeadCell}>
              Beds / baths
            </th>
            <th scope="col" className={tableHeadCell}>
              Monthly rent
            </th>
            <th scope="col" className={tableHeadCell}>
              VA benefits
            </th>
            <th scope="col" className={tableHeadCell}>
              Status
            </th>
            <th scope="col" className={headCell('right')}>
              Matches
            </th>
            <th scope="col" className={headCell('right')}>
              Placements
            </th>
            <th scope="col" className={tableHeadCell}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {listings.map((listing) => (
            <ListingRow
              key={listing.id}
              listing={listing}
              showLandlord={showLandlord}
              userId={userId}
              columns={showLandlord ? 9 : 8}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ListingCard({
  listing,
  showLandlord,
  userId,
}: {
  listing: LandlordListing;
  showLandlord: boolean;
  userId: string;
}) {
  const { matches, showPanel, panelId } = useMatchesPanel(!showLandlord);
  const facts = [
    ...(showLandlord ? [['Landlord', landlordText(listing)]] : []),
    ['Rooms to let', roomsToLetText(listing)],
    ['Beds / baths', bedsBathsText(listing)],
    ['Monthly rent', rentText(listing)],
    ['VA benefits', vaText(listing)],
    ['Matches', formatNumber(listing.totalMatches, 0)],
    ['Placements', formatNumber(listing.successfulPlacements, 0)],
  ];
  return (
    <FactCard
      title={listing.propertyAddress}
      place={placeText(listing)}
      status={<ListingStatus listing={listing} />}
      facts={facts}
    >
      <ListingActions listing={listing} matches={matches} />
      {showPanel ? <ListingMatches listing={listing} userId={userId} id={panelId} /> : null}
    </FactCard>
  );
}

/** Small screens: one card per listing, every figure labelled, its actions under them. */
export function ListingCards({ listings, showLandlord, labelledBy, userId }: ListingsViewProps) {
  return (
    <ul className="grid gap-3 md:hidden" aria-labelledby={labelledBy}>
      {listings.map((listing) => (
        <ListingCard key={listing.id} listing={listing} showLandlord={showLandlord} userId={userId} />
      ))}
    </ul>
  );
}
