import type { Database } from '@server/db/client';
import { withTransaction } from '@server/db/client';
import type { ScheduledJob } from '@server/module';
import { appendPersonEvents, type NewPersonEvent } from '@server/modules/veterans';
import { personSpells, spellAt } from '@shared/domain/benchmarks/active-spells';
import { silentPeople } from './repo';

export const MARK_INACTIVE_QUEUE = 'mark-inactive-people';

/**
 * The daily inactivity check (issue 35, point 4): a person still on the active list with no contact for their
 * CoC's threshold gets an `inactive` event, recorded by the platform (the by-name list's "moved to inactive").
 * Their next contact starts a new episode (returned from inactive), derived from the timeline. Running twice
 * marks nobody twice: the inactive event is their latest event.
 */
export async function markInactivePeople(db: Database, now = new Date()): Promise<{ marked: number }> {
  return withTransaction(db, async (tx) => {
    const silent = await silentPeople(tx, now);
    const events: NewPersonEvent[] = [];
    for (const [veteranId, timeline] of silent) {
      if (!spellAt(personSpells(veteranId, timeline), now.getTime())) continue;
      events.push({
        veteranId,
        type: 'inactive',
        occurredAt: now.toISOString(),
        recordedBy: { kind: 'system', id: null },
        details: {},
      });
    }
    await appendPersonEvents(tx, events, now);
    return { marked: events.length };
  });
}

/** Daily at 07:00 UTC (the night in US time zones). */
export const benchmarkSchedules = (db: Database): ScheduledJob[] => [
  { queue: MARK_INACTIVE_QUEUE, cron: '0 7 * * *', run: () => markInactivePeople(db, new Date()) },
];
