import type { IntakePriority } from './intake-priority';
import { URGENCY_LABELS, type UrgencyLevel } from './urgency';

/**
 * One vocabulary for how soon a case worker acts (issue 37, point 7), the same on every case-worker screen (the
 * caseload, a veteran's page, the referral cards, the bulk intake's results and packet):
 * - **urgency** is how soon the need is, set by whoever referred the veteran or by the case worker: "Critical
 *   urgency", "High urgency", "Normal urgency", "Low urgency" (spec 2's levels);
 * - **priority** is the triage the platform works out from the homes that fit, a HUD-VASH voucher and income
 *   (intake-priority.ts): "High priority" or "Standard priority" (spec 1 names it so on the bulk intake).
 * A level is never shown without its word ("High" alone could be either), and both come from here.
 */
export type TriageTone = 'urgent' | 'raised' | 'plain' | 'quiet';

export interface TriageLabel {
  kind: 'urgency' | 'priority';
  text: string;
  /** How loud the badge is; the text carries the meaning, the tone only repeats it. */
  tone: TriageTone;
}

const URGENCY_TONES: Record<UrgencyLevel, TriageTone> = {
  critical: 'urgent',
  high: 'raised',
  normal: 'plain',
  low: 'quiet',
};

export const urgencyText = (level: UrgencyLevel): string => `${URGENCY_LABELS[level]} urgency`;

export const priorityText = (priority: IntakePriority): string => `${priority} priority`;

/** What the two words mean, for a page that shows both. */
export const TRIAGE_EXPLANATION =
  'Urgency is how soon the need is, as given when the veteran was referred. Priority is worked out from the homes that fit, a HUD-VASH voucher and income: High priority means reach out first.';

/** The labels for what is known of a veteran: the urgency first, then the priority. */
export function triageLabels({
  urgency,
  priority,
}: {
  urgency?: UrgencyLevel;
  priority?: IntakePriority;
}): TriageLabel[] {
  const labels: TriageLabel[] = [];
  if (urgency) labels.push({ kind: 'urgency', text: urgencyText(urgency), tone: URGENCY_TONES[urgency] });
  if (priority)
    labels.push({
      kind: 'priority',
      text: priorityText(priority),
      tone: priority === 'High' ? 'raised' : 'quiet',
    });
  return labels;
}
