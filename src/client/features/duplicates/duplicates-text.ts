import type { BadgeVariant } from '@client/components/ui/badge';
import { phoneText } from '@client/components/ui/phone-link';
import { formatCents } from '@client/lib/format';
import type { MergeField, PersonDetail, PersonSummary } from '@shared/contracts/duplicates';
import { DISCHARGE_STATUS_LABELS, type DischargeStatus } from '@shared/domain/constants';
import { HOUSING_MATCH_STATUS_LABELS } from '@shared/domain/housing-match-status';
import type { DuplicatePairStatus } from '@shared/domain/person-records';
import { REFERRAL_STATUS_LABELS } from '@shared/domain/referral-status';
import { URGENCY_LABELS, type UrgencyLevel } from '@shared/domain/urgency';

export const PAIR_STATUS_LABELS: Record<DuplicatePairStatus, string> = {
  open: 'Waiting for review',
  merged: 'Merged: same person',
  dismissed: 'Different people',
};

export const PAIR_STATUS_BADGES: Record<DuplicatePairStatus, BadgeVariant> = {
  open: 'warning',
  merged: 'success',
  dismissed: 'secondary',
};

/** The status filter of the list: what each choice shows. */
export const PAIR_FILTER_OPTIONS = [
  { value: 'open', label: 'Waiting for review' },
  { value: 'merged', label: 'Merged' },
  { value: 'dismissed', label: 'Different people' },
] as const;

export const personName = (person: Pick<PersonSummary, 'name'>) => person.name ?? 'Name not given';

/** The person's own fields, in the order an admin compares them. */
export const FIELD_LABELS: Record<MergeField, string> = {
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  zipCode: 'ZIP code',
  dischargeStatus: 'Discharge status',
  urgency: 'Urgency',
  hasVoucher: 'Housing voucher',
  requiresAccessibility: 'Needs an accessible home',
  hasPet: 'Has a pet',
  maxRentCents: 'Highest rent they can pay',
  caseManagerEmail: "Case worker's email",
  additionalNotes: 'Notes',
  organizationId: 'Organization',
};

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A field's value in words (the phone as people read it; PersonFields also links it). */
export function fieldText(person: PersonDetail, field: MergeField): string {
  switch (field) {
    case 'dischargeStatus':
      return person.dischargeStatus ? DISCHARGE_STATUS_LABELS[person.dischargeStatus] : 'Not given';
    case 'urgency':
      return URGENCY_LABELS[person.urgency];
    case 'hasVoucher':
    case 'requiresAccessibility':
    case 'hasPet':
      return yesNo(person[field]);
    case 'maxRentCents':
      return person.maxRentCents === null ? 'Not given' : formatCents(person.maxRentCents);
    case 'organizationId':
      return person.organizationName ?? 'No organization';
    case 'phone':
      return person.phone ? phoneText(person.phone) : 'Not given';
    default:
      return person[field] ?? 'Not given';
  }
}

/** What an intake said, by the name it said it under (IntakeReported). */
const REPORTED_LABELS: Record<string, string> = {
  ...FIELD_LABELS,
  giBill: 'GI Bill',
  disability: 'Disability benefits',
  employment: 'Employed',
};

export const reportedLabel = (key: string) => REPORTED_LABELS[key] ?? key;

export function reportedText(key: string, value: string | number | boolean | null): string {
  if (value === null || value === '') return 'Not given';
  if (typeof value === 'boolean') return yesNo(value);
  if (key === 'maxRentCents' && typeof value === 'number') return formatCents(value);
  if (key === 'urgency' && value in URGENCY_LABELS) return URGENCY_LABELS[value as UrgencyLevel];
  if (key === 'dischargeStatus' && value in DISCHARGE_STATUS_LABELS)
    return DISCHARGE_STATUS_LABELS[value as DischargeStatus];
  return String(value);
}

/** A stored status ("in_review") in words, with the product's own labels where it has them. */
function humanise(status: string): string {
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const referralStatusText = (status: string) =>
  (REFERRAL_STATUS_LABELS as Record<string, string>)[status] ?? humanise(status);
export const matchStatusText = (status: string) =>
  (HOUSING_MATCH_STATUS_LABELS as Record<string, string>)[status] ?? humanise(status);
export const statusText = humanise;

const SOURCE_LABELS: Record<string, string> = {
  bulk_intake: 'Bulk intake',
  housing_assessment: 'Request Match',
  housing_intake: 'Housing intake',
  co_living: 'Co-living application',
  referral: 'Referral',
  seed: 'Demo data',
};
/** Which form first brought the person in. */
export const sourceText = (source: string) => SOURCE_LABELS[source] ?? humanise(source);
