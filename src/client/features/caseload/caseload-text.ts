import type { NativeSelectOption } from '@client/components/ui/native-select';
import type { CaseloadFilter, CaseloadMatch } from '@shared/contracts/caseload';
import { formatFullAddress } from '@shared/domain/address';
import { PERSON_STATUS_LABELS, PERSON_STATUSES, type PersonStatus } from '@shared/domain/person-timeline';

export const STATUS_FILTER_OPTIONS: readonly NativeSelectOption[] = [
  { value: 'all', label: 'All statuses' },
  ...PERSON_STATUSES.map((status) => ({ value: status, label: PERSON_STATUS_LABELS[status] })),
];

export const asFilter = (value: string): CaseloadFilter =>
  (PERSON_STATUSES as readonly string[]).includes(value) ? (value as CaseloadFilter) : 'all';

/** "10 Voucher Way, Schenectady, NY 12345". */
export function homePlace(home: Pick<CaseloadMatch, 'address' | 'city' | 'state' | 'zipCode'>): string {
  return formatFullAddress(home);
}

/** What a case worker reads for each status, in the detail view. */
export const STATUS_EXPLANATIONS: Record<PersonStatus, string> = {
  waiting: 'No home is offered yet. Our matching engine keeps looking as new homes are listed.',
  referred: 'The veteran was referred to an organisation. No home is offered yet.',
  offered: 'A home is offered. The veteran and the landlord or provider decide next.',
  accepted: 'The veteran accepted a home. Moving in is the next step.',
  moved_in: 'The veteran moved in.',
  inactive: 'Nobody has been in touch with the veteran for a while. A new contact reopens their search.',
  exited: 'The veteran left the programme.',
};
