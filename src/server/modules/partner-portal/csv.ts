import { csvFile } from '@server/lib/csv-file';
import { needTypeLabel, REFERRAL_STATUS_LABELS } from '@shared/domain/referral-status';
import { REFERRED_BY_CARD_LABELS } from '@shared/domain/referrer';
import { URGENCY_LABELS } from '@shared/domain/urgency';
import { type ReferralRow, toPartnerReferral } from './views';

export const REFERRAL_CSV_COLUMNS = [
  'Received',
  'Reference',
  'Veteran name',
  'Phone',
  'Email',
  'Preferred contact',
  'Referred by',
  'Case manager name',
  'Case manager phone',
  'Case manager email',
  'ZIP',
  'Urgency',
  'Service',
  'Status',
  'Contacted',
  'Needs',
  'Internal notes',
] as const;

/** The export file: a header row, then one row per referral (timestamps ISO 8601, UTC). */
export function referralsCsv(rows: readonly ReferralRow[]): string {
  const records = rows.map((row) => {
    const referral = toPartnerReferral(row);
    return [
      referral.createdAt,
      referral.reference,
      referral.veteranName,
      referral.veteranPhone,
      referral.veteranEmail,
      referral.contactMethod,
      referral.referredBy ? REFERRED_BY_CARD_LABELS[referral.referredBy] : '',
      referral.caseManagerName,
      referral.caseManagerPhone,
      referral.caseManagerEmail,
      referral.zipCode,
      URGENCY_LABELS[referral.urgencyLevel],
      referral.serviceType ? needTypeLabel(referral.serviceType) : '',
      REFERRAL_STATUS_LABELS[referral.status],
      referral.contactedAt,
      referral.needsDescription,
      referral.notes,
    ];
  });
  return csvFile(REFERRAL_CSV_COLUMNS, records);
}
