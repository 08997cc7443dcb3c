import type { BadgeVariant } from '@client/components/ui/badge';
import type { NativeSelectOption } from '@client/components/ui/native-select';
import type { CaseloadFilter, CaseloadMatch } from '@shared/contracts/caseload';
import {
  CASELOAD_STATUS_LABELS,
  CASELOAD_STATUSES,
  type CaseloadStatus,
} from '@shared/domain/caseload-status';

export const STATUS_BADGES: Record<CaseloadStatus, BadgeVariant> = {
  waiting: 'outline',
  matched: 'secondary',
  contacted: 'secondary',
  approved: 'accent',
  placed: 'success',
  waitlisted: 'warning',
};

export const STATUS_FILTER_OPTIONS: readonly NativeSelectOption[] = [
  { value: 'all', label: 'All statuses' },
  ...CASELOAD_STATUSES.map((status) => ({ value: status, label: CASELOAD_STATUS_LABELS[status] })),
];

export const asFilter = (value: string): CaseloadFilter =>
  (CASELOAD_STATUSES as readonly string[]).includes(value) ? (value as CaseloadFilter) : 'all';

/** "10 Voucher Way, Schenectady, NY 12345". */
export function homePlace(home: Pick<CaseloadMatch, 'address' | 'city' | 'state' | 'zipCode'>): string {
  const town = [home.city, home.state].filter(Boolean).join(', ');
  return [home.address, [town, home.zipCode].filter(Boolean).join(' ')].join(', ');
}

/** What a case worker reads for each status, in the detail view. */
export const STATUS_EXPLANATIONS: Record<CaseloadStatus, string> = {
  waiting: 'No home is proposed yet. Our matching engine keeps looking as new homes are listed.',
  matched: 'A home is proposed. Our housing team contacts the landlord next.',
  contacted: 'Our housing team is in touch with the landlord and the veteran about this home.',
  approved: 'The landlord approved the veteran for this home.',
  placed: 'The veteran moved in.',
  waitlisted: 'No home matches yet, and you were told the veteran is on the waitlist.',
};
