import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { TablePagination } from '@client/components/ui/data-table';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { EmptyState } from '@client/components/ui/empty-state';
import { QueryErrorState } from '@client/components/ui/error-state';
import { PhoneLink } from '@client/components/ui/phone-link';
import { LoadingState } from '@client/components/ui/spinner';
import { TitledSection } from '@client/components/ui/titled-section';
import { getJson, getList } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import {
  CONTACT_AFTER_APPROVAL_MESSAGE,
  LANDLORD_MATCHES_PATH,
  type LandlordMatch,
  landlordMatchContactPath,
  ZLandlordMatch,
  ZLandlordMatchContact,
} from '@shared/contracts/landlord';
import { HOUSING_MATCH_STATUS_LABELS } from '@shared/domain/housing-match-status';
import { matchFitWithScore } from '@shared/domain/match-fit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Handshake } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { AnswerForm, OutcomeForm } from './match-answer';

/** Matches a page of the section. */
export const MATCHES_PAGE_SIZE = 20;
const HEADING_ID = 'landlord-matches-heading';

const STATUS_VARIANT: Record<LandlordMatch['status'], BadgeVariant> = {
  pending: 'warning',
  contacted: 'secondary',
  approved: 'accent',
  placed: 'success',
};

/** GET /api/landlord/matches, one page (of one listing's matches, given its id), with the total from x-total-count. */
export function useLandlordMatches(userId: string, offset: number, propertyId?: string) {
  return useQuery({
    queryKey: [LANDLORD_MATCHES_PATH, userId, offset, propertyId ?? 'all'],
    queryFn: async ({ signal }) => {
      const listing = propertyId ? `&propertyId=${encodeURIComponent(propertyId)}` : '';
      const url = `${LANDLORD_MATCHES_PATH}?limit=${MATCHES_PAGE_SIZE}&offset=${offset}${listing}`;
      const { rows, total } = await getList(url, ZLandlordMatch, { signal });
      return { rows, total: total ?? rows.length };
    },
    placeholderData: keepPreviousData,
  });
}

/** The veteran's contact: read only while the dialog is open (each read is audited) and never kept. */
function ContactDetails({ matchId }: { matchId: string }) {
  const contact = useQuery({
    queryKey: [landlordMatchContactPath(matchId)],
    queryFn: ({ signal }) => getJson(landlordMatchContactPath(matchId), ZLandlordMatchContact, { signal }),
    gcTime: 0,
    retry: false,
  });
  if (contact.isPending) return <LoadingState label="Loading contact details..." />;
  if (contact.isError)
    return <QueryErrorState query={contact} title="We couldn't load the contact details" />;
  const { name, phone, email } = contact.data;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      <dt className="font-semibold">Name</dt>
      <dd>{name ?? 'Not on record'}</dd>
      <dt className="font-semibold">Phone</dt>
      <dd>
        <PhoneLink phone={phone} fallback="Not on record" />
      </dd>
      <dt className="font-semibold">Email</dt>
      <dd>
        {email ? (
          <a className="break-all text-primary underline" href={`mailto:${email}`}>
            {email}
          </a>
        ) : (
          'Not on record'
        )}
      </dd>
    </dl>
  );
}

function ContactDialog({ match }: { match: LandlordMatch }) {
  const [open, setOpen] = useState(false);
  const who = match.veteranFirstName ?? 'the veteran';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Show contact details: ${who}, ${match.propertyAddress}`}
        >
          Show contact details
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contact details for {who}</DialogTitle>
          <DialogDescription>
            Use them only to arrange the move into {match.propertyAddress}. Each time you open them, it is
            recorded.
          </DialogDescription>
        </DialogHeader>
        {open ? <ContactDetails matchId={match.id} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** One match: who, which home, how well it fits, and the contact once approved. */
export function MatchCard({ match, level = 3 }: { match: LandlordMatch; level?: 3 | 4 }) {
  const shared = match.status === 'approved' || match.status === 'placed';
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <li className="grid gap-3 rounded-ui border border-border bg-card p-4 shadow-ui">
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="font-bold break-words">
          {match.veteranFirstName ?? 'A veteran'} for {match.propertyAddress}
          {match.propertyCity ? `, ${match.propertyCity}` : ''}
        </Heading>
        <Badge variant={STATUS_VARIANT[match.status]}>{HOUSING_MATCH_STATUS_LABELS[match.status]}</Badge>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Fit</dt>
        <dd>{matchFitWithScore(match.score)}</dd>
        <dt className="font-semibold">Why it fits</dt>
        <dd className="break-words">{match.reason}</dd>
        {match.reference ? (
          <>
            <dt className="font-semibold">Reference</dt>
            <dd>{match.reference}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Matched on</dt>
        <dd>{formatDate(match.createdAt)}</dd>
      </dl>
      {shared ? (
        <div>
          <ContactDialog match={match} />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{CONTACT_AFTER_APPROVAL_MESSAGE}.</p>
      )}
      {match.status === 'pending' || match.status === 'contacted' ? <AnswerForm match={match} /> : null}
      {match.status === 'approved' ? <OutcomeForm match={match} /> : null}
    </li>
  );
}

export interface MatchPagesProps {
  matches: ReturnType<typeof useLandlordMatches>;
  offset: number;
  onOffset: (offset: number) => void;
  /** What the error says could not be loaded. */
  errorTitle: string;
  /** What shows when there is no match. */
  empty: ReactNode;
  /** Names the list and its pages for assistive technology. */
  listLabel: string;
  level?: 3 | 4;
}

/** A page of matches in every state: loading, failed (with a retry), empty, or listed with its pages. */
export function MatchPages({
  matches,
  offset,
  onOffset,
  errorTitle,
  empty,
  listLabel,
  level,
}: MatchPagesProps) {
  const page = matches.data;
  if (matches.isPending) return <LoadingState label="Loading matches..." />;
  if (matches.isError) return <QueryErrorState query={matches} title={errorTitle} />;
  if (!page || page.total === 0) return empty;
  return (
    <>
      <ul className="grid gap-3" aria-label={listLabel}>
        {page.rows.map((match) => (
          <MatchCard key={match.id} match={match} level={level} />
        ))}
      </ul>
      {page.total > MATCHES_PAGE_SIZE ? (
        <TablePagination
          label={`Match pages: ${listLabel}`}
          offset={offset}
          pageSize={MATCHES_PAGE_SIZE}
          shown={page.rows.length}
          total={page.total}
          onOffset={onOffset}
          updating={matches.isPlaceholderData}
          noun="matches"
        />
      ) : null}
    </>
  );
}

/** The landlord's matches: who was matched to which home, and, once approved, how to reach them. */
export function MatchesSection({ userId }: { userId: string }) {
  const [offset, setOffset] = useState(0);
  const matches = useLandlordMatches(userId, offset);
  return (
    <TitledSection headingId={HEADING_ID} title="Veterans matched to your homes" size="2xl">
      <MatchPages
        matches={matches}
        offset={offset}
        onOffset={setOffset}
        errorTitle="We couldn't load your matches"
        listLabel="Veterans matched to your homes"
        empty={
          <EmptyState
            icon={Handshake}
            title="No matches yet"
            description="When a veteran is matched to one of your homes, they appear here."
          />
        }
      />
    </TitledSection>
  );
}
