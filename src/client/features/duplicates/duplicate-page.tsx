import { AdminBar } from '@client/components/auth/admin-bar';
import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { ErrorState, QueryErrorState } from '@client/components/ui/error-state';
import { BackLink } from '@client/components/ui/link-button';
import { LoadingState } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import {
  ADMIN_DUPLICATES_PAGE,
  adminPersonPage,
  DUPLICATE_NOT_FOUND_MESSAGE,
  type DuplicateDetail,
  type PersonDetail,
} from '@shared/contracts/duplicates';
import { Link } from 'wouter';
import { AttachedRecords } from './attached-records';
import { DecisionPanel } from './decision-panel';
import { PAIR_STATUS_BADGES, PAIR_STATUS_LABELS, personName } from './duplicates-text';
import { type Comparison, PersonFields } from './person-fields';
import { useDuplicate } from './use-duplicates';

function PersonColumn({
  person,
  label,
  comparison,
}: {
  person: PersonDetail;
  label: string;
  comparison: Comparison;
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <p className="text-sm font-semibold text-muted-foreground">{label}</p>
        <CardTitle as="h2">
          <Link href={adminPersonPage(person.id)} className="wrap-anywhere text-primary underline">
            {personName(person)}
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <PersonFields person={person} comparison={comparison} />
        <AttachedRecords attached={person.attached} />
      </CardContent>
    </Card>
  );
}

function PairView({ pair }: { pair: DuplicateDetail }) {
  const [a, b] = pair.people;
  const comparison: Comparison = { differing: new Set(pair.differingFields) };
  return (
    <>
      <PageHeader
        flush
        eyebrow="Possible duplicate"
        title={`${personName(a)} and ${personName(b)}`}
        description={
          <div className="grid gap-2">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-foreground">{pair.evidenceText}.</span>
              <Badge variant={PAIR_STATUS_BADGES[pair.status]}>{PAIR_STATUS_LABELS[pair.status]}</Badge>
              {pair.mergeRequested ? <Badge variant="accent">A case worker asked to merge</Badge> : null}
            </p>
            <p className="text-base">
              Found {formatDate(pair.createdAt)}. Fields marked "Same on both" agree; the rest differ.
            </p>
          </div>
        }
      />
      <div className="grid gap-6 md:grid-cols-2">
        <PersonColumn person={a} label="First record" comparison={comparison} />
        <PersonColumn person={b} label="Second record" comparison={comparison} />
      </div>
      <DecisionPanel pair={pair} />
    </>
  );
}

/** /admin/duplicates/:pairId (admins only): both people side by side, everything attached to each, the decision. */
export default function DuplicatePage({ pairId }: { pairId: string }) {
  const pair = useDuplicate(pairId);
  const data = pair.data;
  const notFound = pair.error instanceof ApiError && (pair.error.status === 404 || pair.error.status === 400);
  return (
    <PageShell
      title={data ? `${personName(data.people[0])} and ${personName(data.people[1])}` : 'Possible duplicate'}
    >
      <PageContainer className="grid gap-6">
        <AdminBar />
        <BackLink href={ADMIN_DUPLICATES_PAGE}>Back to possible duplicates</BackLink>
        {pair.isPending ? <LoadingState label="Loading the two records..." /> : null}
        {notFound && !data ? <ErrorState title="Not found" message={DUPLICATE_NOT_FOUND_MESSAGE} /> : null}
        {pair.isError && !notFound && !data ? (
          <QueryErrorState query={pair} title="We couldn't load this pair of people" />
        ) : null}
        {data ? <PairView pair={data} /> : null}
      </PageContainer>
    </PageShell>
  );
}
