import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import { HOUSING_MATCH_STATUS_LABELS, type HousingMatchStatus } from '@shared/domain/housing-match-status';
import { URGENCY_LABELS, type UrgencyLevel } from '@shared/domain/urgency';

const STATUS_VARIANT: Record<HousingMatchStatus, BadgeVariant> = {
  pending: 'warning',
  contacted: 'secondary',
  approved: 'accent',
  placed: 'success',
  declined: 'destructive',
};

export function MatchStatusBadge({ status }: { status: HousingMatchStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{HOUSING_MATCH_STATUS_LABELS[status]}</Badge>;
}

const URGENCY_VARIANT: Record<UrgencyLevel, BadgeVariant> = {
  critical: 'destructive',
  high: 'warning',
  normal: 'secondary',
  low: 'outline',
};

export function UrgencyBadge({ urgency }: { urgency: UrgencyLevel }) {
  return <Badge variant={URGENCY_VARIANT[urgency]}>{URGENCY_LABELS[urgency]} urgency</Badge>;
}

/** Yes/no facts as outlined badges; a fact that is false is simply not shown. */
export function FlagBadges({ flags }: { flags: readonly { label: string; on: boolean }[] }) {
  const shown = flags.filter((flag) => flag.on);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Needs and features">
      {shown.map((flag) => (
        <li key={flag.label}>
          <Badge variant="outline">{flag.label}</Badge>
        </li>
      ))}
    </ul>
  );
}
