import { stringify } from 'csv-stringify/sync';
import { REFERRAL_STATUS_LABELS } from '../../../shared/domain/referral-status';
import { URGENCY_LABELS } from '../../../shared/domain/urgency';
import { type ReferralRow, toPartnerReferral } from './views';

export const REFERRAL_CSV_COLUMNS = [
  'Received',
  'Veteran name',
  'Phone',
  'Email',
  'Case manager email',
  'ZIP',
  'Urgency',
  'Service',
  'Status',
  'Contacted',
  'Needs',
  'Internal notes',
] as const;

/** The need types' names as the referral form shows them (spec 2, section 3). */
const SERVICE_LABELS: Record<string, string> = {
  housing: 'Housing Assistance',
  mental_health: 'Mental Health Support',
  benefits: 'Benefits Navigation',
  legal: 'Legal Assistance',
  employment: 'Employment Services',
};

/**
 * A cell a spreadsheet would read as a formula (=, +, -, @, or a leading tab or carriage return)
 * gets a leading single quote, so an exported name or note can never run as a formula (CSV injection).
 */
export function safeCell(value: string | null): string {
  if (value === null) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Timestamps as ISO 8601 in UTC: unambiguous for spreadsheets and scripts alike. */
const isoOrBlank = (value: string | null) => value ?? '';

/** The export file: a header row, then one row per referral, as UTF-8 with a byte order mark for Excel. */
export function referralsCsv(rows: readonly ReferralRow[]): string {
  const records = rows.map((row) => {
    const referral = toPartnerReferral(row);
    return [
      isoOrBlank(referral.createdAt),
      safeCell(referral.veteranName),
      safeCell(referral.veteranPhone),
      safeCell(referral.veteranEmail),
      safeCell(referral.caseManagerEmail),
      safeCell(referral.zipCode),
      URGENCY_LABELS[referral.urgencyLevel],
      referral.serviceType ? safeCell(SERVICE_LABELS[referral.serviceType] ?? referral.serviceType) : '',
      REFERRAL_STATUS_LABELS[referral.status],
      isoOrBlank(referral.contactedAt),
      safeCell(referral.needsDescription),
      safeCell(referral.notes),
    ];
  });
  return stringify([[...REFERRAL_CSV_COLUMNS], ...records], { bom: true, record_delimiter: 'windows' });
}
