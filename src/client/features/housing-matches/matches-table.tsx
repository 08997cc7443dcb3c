import { Badge } from '@client/components/ui/badge';
import {
  DataTable,
  SortableHeader,
  type SortState,
  tableCell,
  tableHeadCell,
} from '@client/components/ui/data-table';
import { formatDateTime } from '@client/lib/format';
import type { HousingMatchView } from '@shared/contracts/housing';
import { matchFitWithScore } from '@shared/domain/match-fit';
import { matchName } from '@shared/domain/person-names';
import { BellRing } from 'lucide-react';
import { ContactsDialog } from './contacts-dialog';
import { FollowUpDialog } from './follow-up-dialog';
import { MatchStatusBadge } from './housing-badges';
import { MatchActions } from './match-actions';
import { followUpText, StalledBadge } from './stalled-mark';
import type { MatchColumn } from './use-housing-matches';

export interface MatchesTableProps {
  matches: HousingMatchView[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  sort: SortState<MatchColumn> | null;
  onSort: (sort: SortState<MatchColumn>) => void;
}

/** One row per match: who, which home, why, where it stands, and what an admin can do next. */
export function MatchesTable({ matches, labelledBy, sort, onSort }: MatchesTableProps) {
  const header = { sort, onSort };
  return (
    <DataTable labelledBy={labelledBy}>
      <thead className="bg-muted">
        <tr>
          <th scope="col" className={tableHeadCell}>
            Match
          </th>
          <SortableHeader label="Veteran" column="veteranName" {...header} />
          <th scope="col" className={tableHeadCell}>
            Home
          </th>
          <SortableHeader label="Score and why it fits" column="score" firstDirection="desc" {...header} />
          <SortableHeader label="Status" column="status" {...header} />
          <SortableHeader label="Created" column="createdAt" firstDirection="desc" {...header} />
          <th scope="col" className={tableHeadCell}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {matches.map((match) => (
          <MatchRow key={match.id} match={match} />
        ))}
      </tbody>
    </DataTable>
  );
}

function MatchRow({ match }: { match: HousingMatchView }) {
  const name = matchName(match);
  return (
    <tr className="border-t border-border">
      <th scope="row" className={`${tableCell} text-left whitespace-nowrap`}>
        <span className="font-bold">{name}</span>
        {match.reference ? (
          <span className="block font-normal text-muted-foreground">Ref. {match.reference}</span>
        ) : null}
      </th>
      <td className={`${tableCell} min-w-32`}>{match.veteranName ?? 'Name not given'}</td>
      <td className={`${tableCell} min-w-40 break-words`}>
        {match.propertyAddress}
        {match.propertyCity ? (
          <span className="block text-muted-foreground">{match.propertyCity}</span>
        ) : null}
      </td>
      <td className={`${tableCell} min-w-44 break-words`}>
        <span className="block font-semibold">{matchFitWithScore(match.matchScore)}</span>
        <span className="block">{match.matchReason}</span>
      </td>
      <td className={`${tableCell} min-w-36`}>
        <div className="flex flex-wrap gap-1.5">
          <MatchStatusBadge status={match.status} />
          {match.veteranNotifiedAt ? (
            <Badge variant="success">
              <BellRing aria-hidden="true" />
              Notifications sent
            </Badge>
          ) : null}
          {match.stalledDays !== null ? <StalledBadge days={match.stalledDays} /> : null}
        </div>
        {match.declineReason || match.latestFollowUp ? (
          <dl className="mt-2 grid gap-1">
            {match.declineReason ? (
              <>
                <dt className="font-semibold">Decline reason</dt>
                <dd className="break-words">{match.declineReason}</dd>
              </>
            ) : null}
            {match.latestFollowUp ? (
              <>
                <dt className="font-semibold">Latest follow-up</dt>
                <dd className="break-words">{followUpText(match.latestFollowUp)}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
      </td>
      <td className={`${tableCell} min-w-28`}>{formatDateTime(match.createdAt)}</td>
      <td className={`${tableCell} min-w-40`}>
        <div className="flex flex-wrap gap-2">
          <MatchActions match={match} name={name} />
          {match.stalledDays !== null ? <FollowUpDialog matchId={match.id} name={name} /> : null}
          <ContactsDialog matchId={match.id} name={name} />
        </div>
      </td>
    </tr>
  );
}
