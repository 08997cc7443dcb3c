import { type Database, withTransaction } from '@server/db/client';
import { rows } from '@server/db/rows';
import { makePair } from '@server/modules/duplicates/duplicates.fixtures';
import { loginUser, makeAdmin } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { adminDuplicateMergePath, adminMergeUndoPath } from '@shared/contracts/duplicates';
import { type PersonEventFacts, personEpisodes, personStatus } from '@shared/domain/person-timeline';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { appendPersonEvents, type NewPersonEvent, selectPersonTimeline } from './index';
import { statusRowOf, writeStatusRows } from './person-statuses';

const NOW = Date.now();
const daysAgo = (days: number, minutes: number) =>
  new Date(NOW - days * 86_400_000 - minutes * 60_000).toISOString();

/** Any event on any of 200 days (a few minutes apart on a day), with the facts that change a status. */
const anyEvent: fc.Arbitrary<PersonEventFacts> = fc
  .tuple(
    fc.nat({ max: 200 }),
    fc.nat({ max: 3 }),
    fc.oneof(
      fc.constant({ type: 'identified', details: { livingSituation: 116, homelessSince: null } } as const),
      fc.constant({ type: 'contacted', details: { livingSituation: 101 } } as const),
      fc.constant({ type: 'referred', details: { referralId: null, need: 'housing' } } as const),
      fc.constantFrom('a', 'b').map((offerId) => ({
        type: 'offered' as const,
        details: { offerKind: 'match' as const, offerId, ceEvent: 14, propertyId: null },
      })),
      fc
        .tuple(
          fc.constantFrom('a', 'b'),
          fc.constantFrom('accepted', 'declined_by_veteran') as fc.Arbitrary<
            'accepted' | 'declined_by_veteran'
          >,
        )
        .map(([offerId, result]) => ({
          type: 'offer_decided' as const,
          details: { offerKind: 'match' as const, offerId, result, reason: null },
        })),
      fc.constant({ type: 'transitional_entered', details: { programme: 'service_intensive' } } as const),
      fc.constant({ type: 'transitional_left', details: {} } as const),
      fc.constant({
        type: 'moved_in',
        details: { propertyId: null, placementId: null, rentCents: null, subsidy: null },
      } as const),
      fc.constant({ type: 'exited', details: { destination: 435 } } as const),
      fc.constant({ type: 'inactive', details: {} } as const),
      fc.constantFrom('from_housing', 'from_inactive').map((from) => ({
        type: 'returned' as const,
        details: { from: from as 'from_housing' | 'from_inactive' },
      })),
    ),
  )
  .map(([days, minutes, facts]) => ({ ...facts, occurredAt: daysAgo(days, minutes) }) as PersonEventFacts);

/** A timeline and the order its events are recorded in, in batches (1 to 3 events a call). */
const recorded = fc
  .array(anyEvent, { minLength: 1, maxLength: 12 })
  .chain((events) =>
    fc.tuple(
      fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length }),
      fc.array(fc.integer({ min: 1, max: 3 }), { minLength: events.length, maxLength: events.length }),
    ),
  );

const asNew = (veteranId: string, event: PersonEventFacts): NewPersonEvent => ({
  ...event,
  veteranId,
  recordedBy: { kind: 'system', id: null },
  lateReason: 'recorded for the property test',
});

async function newPerson(db: Database, name: string): Promise<string> {
  const [row] = await rows<{ id: string }>(
    db,
    sql`insert into veterans (name, zip_code, source) values (${name}, '12207', 'housing_intake') returning id`,
  );
  if (!row) throw new Error('no person');
  return row.id;
}

async function appendInBatches(db: Database, veteranId: string, events: PersonEventFacts[], sizes: number[]) {
  for (let start = 0, call = 0; start < events.length; call += 1) {
    const size = sizes[call] ?? 1;
    const batch = events.slice(start, start + size);
    await withTransaction(db, (tx) =>
      appendPersonEvents(
        tx,
        batch.map((event) => asNew(veteranId, event)),
      ),
    );
    start += size;
  }
}

interface StoredStatus {
  status: string;
  episodeStartedAt: string | null;
  movedInAt: string | null;
  lastEventAt: string | null;
}

async function storedStatus(db: Database, veteranId: string): Promise<StoredStatus | null> {
  const [row] = await rows<{ status: string; s: string | null; m: string | null; l: string | null }>(
    db,
    sql`select status, episode_started_at as s, moved_in_at as m, last_event_at as l
          from person_statuses where veteran_id = ${veteranId}::uuid`,
  );
  if (!row) return null;
  const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
  return { status: row.status, episodeStartedAt: iso(row.s), movedInAt: iso(row.m), lastEventAt: iso(row.l) };
}

/** What the shared rule derives from the person's whole timeline as a person's page reads it. */
async function derived(db: Database, veteranId: string): Promise<StoredStatus> {
  const timeline = await selectPersonTimeline(db, veteranId);
  const latest = personEpisodes(timeline).at(-1);
  const times = timeline.map((event) => Date.parse(event.occurredAt));
  return {
    status: personStatus(timeline),
    episodeStartedAt: latest?.startedAt ?? null,
    movedInAt: latest?.movedInAt ?? null,
    lastEventAt: times.length > 0 ? new Date(Math.max(...times)).toISOString() : null,
  };
}

describeApi('each person’s status row is their timeline’s status (person_statuses)', (ctx) => {
  const db = () => ctx().handle.db;
  let person = 0;

  it('for any timeline recorded in any order and in any batches, the row is what personStatus derives', async () => {
    await fc.assert(
      fc.asyncProperty(recorded, async ([events, sizes]) => {
        const id = await newPerson(db(), `Status Property ${++person}`);
        await appendInBatches(db(), id, events, sizes);
        const expected = await derived(db(), id);
        expect(expected.status).toBe(personStatus(events));
        expect(await storedStatus(db(), id)).toEqual(expected);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('two transactions appending to one person at once: the row counts both events', async () => {
    const id = await newPerson(db(), 'Status Concurrent');
    await appendInBatches(
      db(),
      id,
      [
        {
          type: 'identified',
          occurredAt: daysAgo(30, 0),
          details: { livingSituation: 116, homelessSince: null },
        },
      ],
      [1],
    );
    const offer: PersonEventFacts = {
      type: 'offered',
      occurredAt: daysAgo(2, 0),
      details: { offerKind: 'match', offerId: 'x', ceEvent: 14, propertyId: null },
    };
    const referral: PersonEventFacts = {
      type: 'referred',
      occurredAt: daysAgo(3, 0),
      details: { referralId: null, need: 'housing' },
    };
    await Promise.all([appendInBatches(db(), id, [offer], [1]), appendInBatches(db(), id, [referral], [1])]);
    expect(await storedStatus(db(), id)).toEqual(await derived(db(), id));
    expect((await storedStatus(db(), id))?.status).toBe('offered');
  });

  it('a status row computed from an older read changes nothing (the write path then reads again)', async () => {
    const id = await newPerson(db(), 'Status Stale');
    const identified: PersonEventFacts = {
      type: 'identified',
      occurredAt: daysAgo(5, 0),
      details: { livingSituation: 116, homelessSince: null },
    };
    await appendInBatches(db(), id, [identified], [1]);
    const [{ version } = { version: 0 }] = await rows<{ version: number }>(
      db(),
      sql`select version from person_statuses where veteran_id = ${id}::uuid`,
    );
    const staleRow = statusRowOf(id, [identified], version);
    await appendInBatches(
      db(),
      id,
      [{ type: 'referred', occurredAt: daysAgo(1, 0), details: { referralId: null, need: 'housing' } }],
      [1],
    );
    expect(await writeStatusRows(db(), [staleRow], null)).toEqual(new Set());
    expect((await storedStatus(db(), id))?.status).toBe('referred');
    expect(await writeStatusRows(db(), [{ ...staleRow, version: version + 1 }], null)).toEqual(new Set([id]));
  });

  it('a merge gives the survivor the status of both timelines; its undo gives each their own again', async () => {
    const admin = await makeAdmin(db());
    const cookie = await loginUser(ctx().app, admin.username);
    const { pairId, a, b } = await makePair(db());
    await appendInBatches(
      db(),
      a,
      [{ type: 'referred', occurredAt: daysAgo(1, 0), details: { referralId: null, need: 'housing' } }],
      [1],
    );
    await appendInBatches(
      db(),
      b,
      [
        {
          type: 'offered',
          occurredAt: daysAgo(0, 30),
          details: { offerKind: 'match', offerId: 'm', ceEvent: 14, propertyId: null },
        },
      ],
      [1],
    );
    const before = { a: await storedStatus(db(), a), b: await storedStatus(db(), b) };
    expect([before.a?.status, before.b?.status]).toEqual(['referred', 'offered']);

    const merged = await ctx().app.inject({
      method: 'POST',
      url: adminDuplicateMergePath(pairId),
      headers: { cookie },
      payload: { survivorId: a, fieldsFrom: {} },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await storedStatus(db(), a)).toEqual(await derived(db(), a));
    expect((await storedStatus(db(), a))?.status).toBe('offered');
    expect(await storedStatus(db(), b)).toBeNull();

    const undone = await ctx().app.inject({
      method: 'POST',
      url: adminMergeUndoPath(merged.json().mergeId),
      headers: { cookie },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect({ a: await storedStatus(db(), a), b: await storedStatus(db(), b) }).toEqual(before);
  }, 60_000);
});
