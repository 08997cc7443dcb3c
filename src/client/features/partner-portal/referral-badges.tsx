import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { REFERRAL_STATUS_LABELS, type ReferralStatus } from '@shared/domain/referral-status';
import { URGENCY_LABELS, type UrgencyLevel } from '@shared/domain/urgency';
import { CircleDot, CircleExclamationPoint } from 'lucide-react';

const URGENCY_VARIANTS: Record<UrgencyLevel, BadgeVariant> = {
  critical: 'destructive',
  high: 'warning',
  normal: 'secondary',
  low: 'outline',
};

const STATUS_VARIANTS: Record<ReferralStatus, BadgeVariant> = {
  new: 'default',
  contacted: 'secondary',
  in_progress: 'accent',
  matched: 'success',
  closed: 'outline',
  unable_to_reach: 'destructive',
  placed: 'success',
};

/** "Critical urgency": the words carry the meaning, the colour only repeats it. */
export function UrgencyBadge({ urgency }: { urgency: UrgencyLevel }) {
  return (
    <Badge variant={URGENCY_VARIANTS[urgency]}>
      {urgency === 'critical' || urgency === 'high' ? <CircleExclamationPoint aria-hidden="true" /> : null}
      {URGENCY_LABELS[urgency]} urgency
    </Badge>
  );
}

export function StatusBadge({ status }: { status: ReferralStatus }) {
  return (
    <Badge variant={STATUS_VARIANTS[status]}>
      <CircleDot aria-hidden="true" />
      <span className="sr-only">Status: </span>
      {REFERRAL_STATUS_LABELS[status]}
    </Badge>
  );
}
