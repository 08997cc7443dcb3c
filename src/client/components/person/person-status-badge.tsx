import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { PERSON_STATUS_LABELS, type PersonStatus } from '@shared/domain/person-timeline';

const STATUS_VARIANT: Record<PersonStatus, BadgeVariant> = {
  waiting: 'outline',
  referred: 'secondary',
  offered: 'secondary',
  accepted: 'accent',
  moved_in: 'success',
  inactive: 'warning',
  exited: 'outline',
};

/** A person's one status (decision 0034) as every page shows it: the same words and colour everywhere. */
export function PersonStatusBadge({ status, className }: { status: PersonStatus; className?: string }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} className={className}>
      {PERSON_STATUS_LABELS[status]}
    </Badge>
  );
}
