import { PersonStatusBadge } from '@client/components/person/person-status-badge';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { type ColumnHeading, DataTable, TableHead, tableCell } from '@client/components/ui/data-table';
import { formatDate } from '@client/lib/format';
import type { PartnerCoLivingApplicant } from '@shared/contracts/co-living-households';
import { Link } from 'wouter';
import { applicantStatus, householdPage } from './partner-co-living-text';

const COLUMNS: ColumnHeading[] = [
  'Veteran',
  'Reference',
  'Applied',
  'Status',
  { label: 'Household', hidden: true },
];

export interface PartnerCoLivingTableProps {
  applicants: PartnerCoLivingApplicant[];
  /** The id of the heading that names the table. */
  labelledBy: string;
}

function HouseholdLink({ applicant, name }: { applicant: PartnerCoLivingApplicant; name: string }) {
  if (!applicant.householdId) return null;
  return (
    <Button size="sm" variant="outline" asChild>
      <Link href={householdPage(applicant.householdId)} aria-label={`View household of ${name}`}>
        View household
      </Link>
    </Button>
  );
}

function Status({ applicant }: { applicant: PartnerCoLivingApplicant }) {
  const status = applicantStatus(applicant);
  return (
    <div className="grid justify-items-start gap-1">
      <span className="flex flex-wrap gap-1">
        <Badge variant={status.variant}>{status.label}</Badge>
        <PersonStatusBadge status={applicant.personStatus} />
      </span>
      {status.note ? <p className="max-w-80 text-sm text-muted-foreground">{status.note}</p> : null}
    </div>
  );
}

const nameOf = (applicant: PartnerCoLivingApplicant) => applicant.veteranName ?? 'Name not given';

/** Wide screens: one row per application, newest first (the server's order). */
export function PartnerCoLivingTable({ applicants, labelledBy }: PartnerCoLivingTableProps) {
  return (
    <div className="hidden md:block">
      <DataTable labelledBy={labelledBy}>
        <TableHead columns={COLUMNS} />
        <tbody>
          {applicants.map((applicant) => (
            <tr key={applicant.applicationId} className="border-t border-border">
              <th scope="row" className={`${tableCell} text-left font-semibold`}>
                {nameOf(applicant)}
              </th>
              <td className={`${tableCell} font-mono whitespace-nowrap`}>{applicant.reference}</td>
              <td className={`${tableCell} whitespace-nowrap`}>{formatDate(applicant.appliedAt)}</td>
              <td className={`${tableCell} min-w-56`}>
                <Status applicant={applicant} />
              </td>
              <td className={tableCell}>
                <HouseholdLink applicant={applicant} name={nameOf(applicant)} />
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </div>
  );
}

/** Small screens: one card per application, every fact labelled. */
export function PartnerCoLivingCards({ applicants, labelledBy }: PartnerCoLivingTableProps) {
  return (
    <ul className="grid gap-3 md:hidden" aria-labelledby={labelledBy}>
      {applicants.map((applicant) => (
        <li
          key={applicant.applicationId}
          className="grid gap-3 rounded-ui border border-border bg-card p-4 shadow-ui"
        >
          <h3 className="font-bold break-words">{nameOf(applicant)}</h3>
          <Status applicant={applicant} />
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className="text-muted-foreground">Reference</dt>
              <dd className="font-mono font-semibold">{applicant.reference}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Applied</dt>
              <dd className="font-semibold">{formatDate(applicant.appliedAt)}</dd>
            </div>
          </dl>
          <div>
            <HouseholdLink applicant={applicant} name={nameOf(applicant)} />
          </div>
        </li>
      ))}
    </ul>
  );
}
