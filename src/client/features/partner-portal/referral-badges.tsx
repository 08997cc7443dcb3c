import { TriageBadges } from '@client/components/person/triage-badges';
import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { REFERRAL_STATUS_LABELS, type ReferralStatus } from '@shared/domain/referral-status';
import type { UrgencyLevel } from '@shared/domain/urgency';
import { CircleDot } from 'lucide-react';

const STATUS_VARIANTS: Record<ReferralStatus, BadgeVariant> = {
  new: 'default',
  contacted: 'secondary',
  in_progress: 'accent',
  matched: 'success',
  closed: 'outline',
  unable_to_reach: 'destructive',
  placed: 'success',
};

/** "Critical urgency", in the case workers' one vocabulary (TriageBadges). */
export function UrgencyBadge({ urgency }: { urgency: UrgencyLevel }) {
  return <TriageBadges urgency={urgency} />;
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
