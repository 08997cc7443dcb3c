import { Badge } from '@client/components/ui/badge';
import { PhoneLink } from '@client/components/ui/phone-link';
import { formatDate } from '@client/lib/format';
import type { Attached } from '@shared/contracts/duplicates';
import { INTAKE_KIND_LABELS } from '@shared/domain/person-records';
import type { ReactNode } from 'react';
import {
  matchStatusText,
  referralStatusText,
  reportedLabel,
  reportedText,
  statusText,
} from './duplicates-text';

function Group({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="font-bold">
        {title} ({count})
      </h3>
      {count === 0 ? (
        <p className="text-sm text-muted-foreground">None.</p>
      ) : (
        <ul className="grid gap-2">{children}</ul>
      )}
    </section>
  );
}

function Row({ children }: { children: ReactNode }) {
  return <li className="grid gap-0.5 rounded-ui border border-border p-2 text-sm">{children}</li>;
}

function reportedValue(key: string, value: string | number | boolean | null) {
  return key === 'phone' && typeof value === 'string' ? (
    <PhoneLink phone={value} />
  ) : (
    reportedText(key, value)
  );
}

/** Everything attached to a person: what moves with them when two records are merged. */
export function AttachedRecords({ attached }: { attached: Attached }) {
  return (
    <div className="grid gap-4">
      <Group title="Referrals" count={attached.referrals.length}>
        {attached.referrals.map((referral) => (
          <Row key={referral.id}>
            <span className="font-semibold">
              {referral.reference ?? 'Referral'} to {referral.organizationName}
            </span>
            <span>
              {referralStatusText(referral.status)} · received {formatDate(referral.createdAt)}
            </span>
          </Row>
        ))}
      </Group>
      <Group title="Housing requests and matches" count={attached.matches.length}>
        {attached.matches.map((match) => (
          <Row key={match.id}>
            <span className="font-semibold">
              {match.reference ? `${match.reference}: ` : ''}
              {match.address}
            </span>
            <span>
              {matchStatusText(match.status)} · {statusText(match.origin)} · {formatDate(match.createdAt)}
            </span>
          </Row>
        ))}
      </Group>
      <Group title="Placements" count={attached.placements.length}>
        {attached.placements.map((placement) => (
          <Row key={placement.id}>
            <span className="font-semibold">{placement.propertyAddress}</span>
            <span>
              Placed {formatDate(placement.placementDate)} by {placement.organizationName}
            </span>
          </Row>
        ))}
      </Group>
      <Group title="Co-living applications" count={attached.coLivingApplications.length}>
        {attached.coLivingApplications.map((application) => (
          <Row key={application.id}>
            <span className="font-semibold">{application.reference}</span>
            <span>
              {statusText(application.status)} · {formatDate(application.createdAt)}
            </span>
          </Row>
        ))}
      </Group>
      <Group title="Co-living households" count={attached.households.length}>
        {attached.households.map((household) => (
          <Row key={household.id}>
            <span className="font-semibold">{household.address}</span>
            <span>{statusText(household.status)}</span>
          </Row>
        ))}
      </Group>
      <Group title="What each intake reported" count={attached.intakeReports.length}>
        {attached.intakeReports.map((report) => (
          <Row key={report.id}>
            <span className="flex flex-wrap items-center gap-2 font-semibold">
              {INTAKE_KIND_LABELS[report.kind]}, {formatDate(report.createdAt)}
              <Badge variant="outline">{report.linked ? 'Linked to this person' : 'Made this record'}</Badge>
            </span>
            <dl className="grid gap-x-4 gap-y-0.5 sm:grid-cols-[max-content_1fr]">
              {Object.entries(report.reported).map(([key, value]) => (
                <div key={key} className="grid sm:contents">
                  <dt className="text-muted-foreground">{reportedLabel(key)}</dt>
                  <dd className="wrap-anywhere">{reportedValue(key, value)}</dd>
                </div>
              ))}
            </dl>
          </Row>
        ))}
      </Group>
    </div>
  );
}
