import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { PhoneLink } from '@client/components/ui/phone-link';
import { formatDate } from '@client/lib/format';
import {
  adminDuplicatePage,
  adminPersonPage,
  type DuplicatePair,
  type PersonSummary,
} from '@shared/contracts/duplicates';
import { Link } from 'wouter';
import { PAIR_STATUS_BADGES, PAIR_STATUS_LABELS, personName } from './duplicates-text';

function Person({ person }: { person: PersonSummary }) {
  return (
    <div className="grid min-w-0 gap-0.5 text-sm">
      <Link
        href={adminPersonPage(person.id)}
        className="text-base font-semibold wrap-anywhere text-primary underline"
      >
        {personName(person)}
      </Link>
      <span>
        Phone: <PhoneLink phone={person.phone} />
      </span>
      <span className="wrap-anywhere">Email: {person.email ?? 'Not given'}</span>
      <span>
        {person.zipCode ? `ZIP ${person.zipCode}` : 'ZIP not given'} ·{' '}
        {person.organizationName ?? 'No organization'}
      </span>
    </div>
  );
}

/** One card per pair: both people (each linked to their page), the evidence in words, and the way to compare. */
export function PairList({ pairs }: { pairs: DuplicatePair[] }) {
  return (
    <ul className="grid gap-3">
      {pairs.map((pair) => {
        const [a, b] = pair.people;
        const names = `${personName(a)} and ${personName(b)}`;
        return (
          <li key={pair.id} className="grid gap-3 rounded-ui border border-border bg-card p-4 shadow-ui">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-bold">{pair.evidenceText}</p>
              <Badge variant={PAIR_STATUS_BADGES[pair.status]}>{PAIR_STATUS_LABELS[pair.status]}</Badge>
              {pair.mergeRequested ? <Badge variant="accent">A case worker asked to merge</Badge> : null}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <Person person={a} />
              <Person person={b} />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground">Found {formatDate(pair.createdAt)}</p>
              <Button size="sm" asChild>
                <Link href={adminDuplicatePage(pair.id)} aria-label={`Compare ${names}`}>
                  Compare
                </Link>
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
