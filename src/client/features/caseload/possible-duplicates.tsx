import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { QueryErrorState } from '@client/components/ui/error-state';
import { PhoneLink } from '@client/components/ui/phone-link';
import { TitledSection } from '@client/components/ui/titled-section';
import { parseApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { caseloadVeteranPage } from '@shared/contracts/caseload';
import type { DuplicatePair, PersonSummary } from '@shared/contracts/duplicates';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useAskToMerge, usePossibleDuplicates } from './use-possible-duplicates';

const HEADING_ID = 'possible-duplicates-heading';
const nameOf = (person: PersonSummary) => person.name ?? 'Name not given';

function Person({ person }: { person: PersonSummary }) {
  return (
    <span className="grid gap-0.5 text-sm">
      <Link href={caseloadVeteranPage(person.id)} className="text-base font-semibold text-primary underline">
        {nameOf(person)}
      </Link>
      <span>
        Phone: <PhoneLink phone={person.phone} /> · ZIP {person.zipCode}
      </span>
    </span>
  );
}

function PairItem({ pair, onAsked }: { pair: DuplicatePair; onAsked: (text: string) => void }) {
  const ask = useAskToMerge();
  const [a, b] = pair.people;
  const names = `${nameOf(a)} and ${nameOf(b)}`;
  return (
    <li className="grid gap-3 rounded-ui border border-border p-4">
      <p className="font-bold">{pair.evidenceText}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Person person={a} />
        <Person person={b} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-muted-foreground">Found {formatDate(pair.createdAt)}</span>
        {pair.mergeRequested ? (
          <Badge variant="secondary">You asked an admin to merge these two</Badge>
        ) : (
          <Button
            size="sm"
            variant="outline"
            loading={ask.isPending}
            aria-label={`Ask an admin to merge ${names}`}
            onClick={() =>
              ask.mutate(pair.id, {
                onSuccess: () =>
                  onAsked(`You asked an admin to merge ${names}. An admin decides and merges them.`),
              })
            }
          >
            Ask an admin to merge
          </Button>
        )}
      </div>
      {ask.isError ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {parseApiError(ask.error).message}
        </p>
      ) : null}
    </li>
  );
}

/**
 * On the caseload: pairs of the organisation's own veterans who may be one person (a shared phone, the same
 * name in one ZIP). Only an admin merges; the case worker may ask. Nothing shows while there are none.
 */
export function PossibleDuplicates({ enabled }: { enabled: boolean }) {
  const pairs = usePossibleDuplicates(enabled);
  const [said, setSaid] = useState('');
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (said) statusRef.current?.focus();
  }, [said]);
  // a small section that is there only when there is something to look at
  if (pairs.isPending || (pairs.data?.length === 0 && !said)) return null;
  return (
    <TitledSection headingId={HEADING_ID} title="Possible duplicates">
      <p className="max-w-prose">
        These veterans in your caseload share a phone, an email, or a name and ZIP code. They may be one
        person, or two people who share a phone. If they are one person, ask an admin to merge their records.
      </p>
      <p ref={statusRef} role="status" tabIndex={-1} className="font-semibold empty:hidden">
        {said}
      </p>
      {pairs.isError ? (
        <QueryErrorState query={pairs} title="We couldn't load the possible duplicates" />
      ) : null}
      {pairs.data && pairs.data.length > 0 ? (
        <ul className="grid gap-3">
          {pairs.data.map((pair) => (
            <PairItem key={pair.id} pair={pair} onAsked={setSaid} />
          ))}
        </ul>
      ) : null}
    </TitledSection>
  );
}
