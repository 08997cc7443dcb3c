import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { EmptyState } from '@client/components/ui/empty-state';
import { PhoneLink } from '@client/components/ui/phone-link';
import { TitledSection } from '@client/components/ui/titled-section';
import { formatDate } from '@client/lib/format';
import type { CaseloadMatchDetail, CaseloadVeteran } from '@shared/contracts/caseload';
import { BENEFIT_KEYS, BENEFIT_LABELS, DISCHARGE_STATUS_LABELS } from '@shared/domain/constants';
import { HOUSING_MATCH_STATUS_LABELS } from '@shared/domain/housing-match-status';
import { matchFitWithScore } from '@shared/domain/match-fit';
import { REFERRAL_STATUS_LABELS } from '@shared/domain/referral-status';
import { urgencyText } from '@shared/domain/triage-words';
import { Home } from 'lucide-react';
import type { ReactNode } from 'react';
import { homePlace } from './caseload-text';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm font-semibold text-muted-foreground">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/** A card of the record: its title (h2), then its facts in two columns. */
function FactsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 sm:grid-cols-2">{children}</dl>
      </CardContent>
    </Card>
  );
}

const notGiven = <span className="text-muted-foreground">Not given</span>;

/** Contact, situation and referral: the veteran's personal data, for their own organisation only. */
export function VeteranRecord({ veteran }: { veteran: CaseloadVeteran }) {
  const benefits = BENEFIT_KEYS.filter((key) => veteran.benefits[key]).map((key) => BENEFIT_LABELS[key]);
  const needs = [
    veteran.needs.requiresAccessibility ? 'Accessible home' : null,
    veteran.needs.hasPet ? 'Has a pet' : null,
  ].filter(Boolean);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <FactsCard title="Contact">
        <Fact term="Phone">
          <PhoneLink phone={veteran.phone} fallback={notGiven} />
        </Fact>
        <Fact term="Email">{veteran.email ?? notGiven}</Fact>
        <Fact term="Case worker's email">{veteran.caseManagerEmail ?? notGiven}</Fact>
        <Fact term="ZIP code">{veteran.zipCode}</Fact>
      </FactsCard>
      <FactsCard title="Situation">
        <Fact term="Urgency">{urgencyText(veteran.urgency)}</Fact>
        <Fact term="Discharge status">
          {veteran.dischargeStatus ? DISCHARGE_STATUS_LABELS[veteran.dischargeStatus] : notGiven}
        </Fact>
        <Fact term="Benefits">{benefits.length > 0 ? benefits.join(', ') : 'None on record'}</Fact>
        <Fact term="Needs">{needs.length > 0 ? needs.join(', ') : 'None on record'}</Fact>
        <Fact term="In your caseload since">{formatDate(veteran.createdAt)}</Fact>
        <Fact term="Last change">{formatDate(veteran.lastChangeAt)}</Fact>
        <Fact term="Referral">
          {veteran.referral
            ? `${veteran.referral.reference ?? 'Referral'}: ${REFERRAL_STATUS_LABELS[veteran.referral.status]}, received ${formatDate(veteran.referral.createdAt)}`
            : 'No referral'}
        </Fact>
        {veteran.additionalNotes ? <Fact term="Notes">{veteran.additionalNotes}</Fact> : null}
      </FactsCard>
    </div>
  );
}

/** Every home proposed to the veteran, newest first, with where it stands and why it was proposed. */
export function VeteranMatches({ matches }: { matches: CaseloadMatchDetail[] }) {
  return (
    <TitledSection headingId="veteran-matches-heading" title="Homes proposed">
      {matches.length === 0 ? (
        <EmptyState
          icon={Home}
          title="No homes proposed yet."
          description="Our matching engine proposes a home as soon as one fits. The veteran stays in the queue until then."
        />
      ) : (
        <ul className="grid gap-3">
          {matches.map((match) => (
            <li key={match.matchId} className="grid gap-1 rounded-ui border border-border p-4">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold">{homePlace(match)}</span>
                <Badge variant={match.status === 'declined' ? 'destructive' : 'secondary'}>
                  {HOUSING_MATCH_STATUS_LABELS[match.status]}
                </Badge>
              </p>
              <p className="text-sm">
                {matchFitWithScore(match.score)}.{' '}
                {match.reason.charAt(0).toUpperCase() + match.reason.slice(1)}.
              </p>
              {match.declineReason ? (
                <p className="text-sm">
                  <span className="font-semibold">Why it was declined: </span>
                  {match.declineReason}
                </p>
              ) : null}
              <p className="text-sm text-muted-foreground">
                Proposed {formatDate(match.createdAt)} · last step {formatDate(match.lastStepAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
