import type { PersonEventFacts } from '../person-timeline';
import { type PersonSpells, spellAt } from './active-spells';

const DAY_MS = 86_400_000;
/** The by-name-list scorecard's target for each share. */
export const DATA_QUALITY_TARGET = 0.9;
/** A partner organisation counts as keeping its records up to date when it recorded something this recently. */
export const PARTNER_UPDATE_DAYS = 30;
/** Living situations that say nothing: don't know, prefers not to say, not asked, could not tell. */
export const UNKNOWN_SITUATIONS = [8, 9, 37, 99] as const;
const UNKNOWN = new Set<number>(UNKNOWN_SITUATIONS);

export interface DataQuality {
  /** Share of the actively homeless whose record has an identification date and a living situation. */
  identifiedWithSituation: number | null;
  /** Share of the actively homeless contacted within the community's inactivity threshold. */
  contactedWithinThreshold: number | null;
  openPossibleDuplicates: number;
  /** Partner organisations with people in scope that recorded an event in the last 30 days. */
  partnersUpdating: { updated: number; total: number; share: number | null };
  target: number;
}

/** A partner's record of an event: who recorded it, when (the data-quality card's last 30 days). */
export type RecordedEvent = PersonEventFacts & { recordedAt: string; recordedByPartner: string | null };

const share = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;

export function dataQuality(
  paths: readonly PersonSpells<RecordedEvent>[],
  at: number,
  input: { thresholdDays: number; openPossibleDuplicates: number; partners: readonly string[] },
): DataQuality {
  let active = 0;
  let complete = 0;
  let contacted = 0;
  const updating = new Set<string>();
  for (const path of paths) {
    for (const event of path.events) {
      if (event.recordedByPartner && at - Date.parse(event.recordedAt) <= PARTNER_UPDATE_DAYS * DAY_MS)
        updating.add(event.recordedByPartner);
    }
    if (!spellAt(path, at)) continue;
    active++;
    const episode = path.episodes.at(-1);
    const situation = episode?.livingSituation ?? null;
    const identified = path.events.some((event) => event.type === 'identified');
    if (identified && situation !== null && !UNKNOWN.has(situation)) complete++;
    const last = Math.max(...path.times.all.filter((t) => t <= at));
    if (at - last <= input.thresholdDays * DAY_MS) contacted++;
  }
  return dataQualityFrom({
    active,
    complete,
    contacted,
    openPossibleDuplicates: input.openPossibleDuplicates,
    partners: input.partners,
    updating,
  });
}

/** The card from its counts: the actively homeless, complete and contacted of them, partners and who updated. */
export function dataQualityFrom(counts: {
  active: number;
  complete: number;
  contacted: number;
  openPossibleDuplicates: number;
  partners: readonly string[];
  updating: ReadonlySet<string>;
}): DataQuality {
  const { active, partners } = counts;
  const updated = partners.filter((id) => counts.updating.has(id)).length;
  return {
    identifiedWithSituation: share(counts.complete, active),
    contactedWithinThreshold: share(counts.contacted, active),
    openPossibleDuplicates: counts.openPossibleDuplicates,
    partnersUpdating: { updated, total: partners.length, share: share(updated, partners.length) },
    target: DATA_QUALITY_TARGET,
  };
}
