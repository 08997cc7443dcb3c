import { AdminBar } from '@client/components/auth/admin-bar';
import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { PersonStatusBadge } from '@client/components/person/person-status-badge';
import { PersonTimeline } from '@client/components/person/person-timeline';
import { RecordPersonEvent } from '@client/components/person/record-person-event';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { ErrorState, QueryErrorState } from '@client/components/ui/error-state';
import { BackLink } from '@client/components/ui/link-button';
import { LoadingState } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { ADMIN_DUPLICATES_PAGE, PERSON_NOT_FOUND_MESSAGE } from '@shared/contracts/duplicates';
import type { AdminPerson } from '@shared/contracts/people';
import { adminPersonEventsPath } from '@shared/contracts/person-events';
import { isOpenReferral } from '@shared/domain/referral-open';
import { lazy, Suspense } from 'react';
import { AttachedRecords } from './attached-records';
import { personName, sourceText } from './duplicates-text';
import { PersonFields } from './person-fields';
import { usePerson } from './use-duplicates';

// the move-in form and its form library load only for a person who can still move in (the signed-in page budget)
const RecordMoveIn = lazy(() =>
  import('@client/components/person/record-move-in').then((module) => ({ default: module.RecordMoveIn })),
);

/**
 * An admin records a move-in for one of the person's open matches, or (with an open referral) a listed home found
 * by the search, whatever organisation brought them in, or none (POST /api/placements with `matchId`, or
 * `referralId` and `propertyId`): the server records it for the referral's or match's organisation (decision 0034).
 */
function AdminMoveIn({ person }: { person: AdminPerson }) {
  if (person.status === 'moved_in' || person.status === 'exited') return null;
  // the newest open referral (the list is newest first)
  const referral = person.attached.referrals.find((row) => isOpenReferral(row.status));
  return (
    <Suspense fallback={<LoadingState label="Loading the move-in form" />}>
      <RecordMoveIn
        referralId={referral?.id ?? null}
        homes={person.attached.matches.map((match) => ({ ...match, matchId: match.id }))}
      />
    </Suspense>
  );
}

function PersonView({ person, mergedFrom }: { person: AdminPerson; mergedFrom: boolean }) {
  return (
    <>
      <PageHeader
        flush
        eyebrow="Person"
        title={personName(person)}
        description={
          <div className="grid gap-2">
            <p>
              <PersonStatusBadge status={person.status} />
            </p>
            <p>First came in through: {sourceText(person.source)}.</p>
          </div>
        }
      />
      {mergedFrom ? (
        <Alert role="note">
          <AlertDescription>
            The record you opened was merged into this one. This is the record that stays.
          </AlertDescription>
        </Alert>
      ) : null}
      <PersonTimeline timeline={person.timeline} headingId="person-timeline" />
      <AdminMoveIn person={person} />
      <RecordPersonEvent path={adminPersonEventsPath(person.id)} />
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <Card className="min-w-0 content-start">
          <CardHeader>
            <CardTitle as="h2">Details</CardTitle>
          </CardHeader>
          <CardContent>
            <PersonFields person={person} />
          </CardContent>
        </Card>
        <Card className="min-w-0 content-start">
          <CardHeader>
            <CardTitle as="h2">Attached records</CardTitle>
          </CardHeader>
          <CardContent>
            <AttachedRecords attached={person.attached} />
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/** /admin/people/:veteranId (admins only): one person, their status and timeline, their fields and everything attached. */
export default function PersonPage({ veteranId }: { veteranId: string }) {
  const person = usePerson(veteranId);
  const data = person.data;
  const notFound =
    person.error instanceof ApiError && (person.error.status === 404 || person.error.status === 400);
  return (
    <PageShell title={data ? personName(data) : 'Person'}>
      <PageContainer className="grid gap-6">
        <AdminBar />
        <BackLink href={ADMIN_DUPLICATES_PAGE}>Back to possible duplicates</BackLink>
        {person.isPending ? <LoadingState label="Loading this person..." /> : null}
        {notFound ? <ErrorState title="Not found" message={PERSON_NOT_FOUND_MESSAGE} /> : null}
        {person.isError && !notFound ? (
          <QueryErrorState query={person} title="We couldn't load this person" />
        ) : null}
        {data ? <PersonView person={data} mergedFrom={data.id !== veteranId} /> : null}
      </PageContainer>
    </PageShell>
  );
}
