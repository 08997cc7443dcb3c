import { Badge, type BadgeVariant } from '@client/components/ui/badge';
import type { IntakePriority } from '@shared/domain/intake-priority';
import { type TriageTone, triageLabels } from '@shared/domain/triage-words';
import type { UrgencyLevel } from '@shared/domain/urgency';
import { CircleExclamationPoint, TriangleAlert } from 'lucide-react';

const TONE_VARIANTS: Record<TriageTone, BadgeVariant> = {
  urgent: 'destructive',
  raised: 'warning',
  plain: 'secondary',
  quiet: 'outline',
};

/**
 * How soon to act, in the one vocabulary of every case-worker screen (shared/domain/triage-words.ts): "Critical
 * urgency", "High priority"; the words carry the meaning, the colour and icon only repeat it.
 */
export function TriageBadges({ urgency, priority }: { urgency?: UrgencyLevel; priority?: IntakePriority }) {
  return (
    <>
      {triageLabels({ urgency, priority }).map((label) => (
        <Badge key={label.kind} variant={TONE_VARIANTS[label.tone]}>
          {label.tone === 'urgent' || label.tone === 'raised' ? (
            label.kind === 'urgency' ? (
              <CircleExclamationPoint aria-hidden="true" />
            ) : (
              <TriangleAlert aria-hidden="true" />
            )
          ) : null}
          {label.text}
        </Badge>
      ))}
    </>
  );
}
