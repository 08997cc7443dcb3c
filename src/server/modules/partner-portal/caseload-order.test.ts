import { rows } from '@server/db/rows';
import { type SignedInPartner, signedInPartner } from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import type { CaseloadList } from '@shared/contracts/caseload';
import { caseloadPriority, compareCaseload } from '@shared/domain/caseload-status';
import type { HousingMatchStatus } from '@shared/domain/housing-match-status';
import { isOpenMatch } from '@shared/domain/housing-match-status';
import { PERSON_STATUSES, type PersonStatus } from '@shared/domain/person-timeline';
import { URGENCY_LEVELS, type UrgencyLevel } from '@shared/domain/urgency';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';

/**
 * The caseload's order is SQL's (`caseload_keys`, kept by the triggers of migration 0038) and must be the shared
 * rule's: for any caseload, and after any later changes to what the key is made of, the list's order is
 * `compareCaseload` (then the id) of the facts as the app computes them. Times carry microseconds, as SQL's `now()`.
 */

const HOMES = 4;
/** A moment: milliseconds since the test's start of time and microseconds beyond them (SQL keeps both). */
type Moment = { ms: number; micros: number };
const BASE = Date.parse('2025-01-01T00:00:00.000Z');
const moment = fc.record({
  ms: fc.nat({ max: 6 }).map((d) => BASE + d * 3_600_000),
  micros: fc.nat({ max: 999 }),
});
const at = (m: Moment) =>
  sql`('epoch'::timestamptz + ${(m.ms * 1000 + m.micros).toString()}::bigint * interval '1 microsecond')`;

const STEP_COLUMN = {
  contacted: 'contacted_at',
  approved: 'approved_at',
  placed: 'placed_at',
  declined: 'declined_at',
};
const matchStatus = fc.constantFrom<HousingMatchStatus>(
  'pending',
  'contacted',
  'approved',
  'placed',
  'declined',
);

const person = fc.record({
  urgency: fc.constantFrom(...URGENCY_LEVELS),
  vash: fc.boolean(),
  giBill: fc.boolean(),
  disability: fc.boolean(),
  employment: fc.boolean(),
  createdAt: moment,
  status: fc.option(fc.constantFrom(...PERSON_STATUSES), { nil: null }),
  matches: fc.uniqueArray(
    fc.record({ home: fc.nat({ max: HOMES - 1 }), status: matchStatus, created: moment, step: moment }),
    {
      maxLength: 3,
      selector: (match) => match.home,
    },
  ),
  notices: fc.array(fc.record({ sent: fc.boolean(), at: moment }), { maxLength: 2 }),
});

/** A change after the caseload is on record, to any of the tables the key is made of. */
const change = fc.oneof(
  fc.record({
    kind: fc.constant('urgency' as const),
    who: fc.nat(),
    urgency: fc.constantFrom(...URGENCY_LEVELS),
  }),
  fc.record({
    kind: fc.constant('benefits' as const),
    who: fc.nat(),
    vash: fc.boolean(),
    employment: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('status' as const),
    who: fc.nat(),
    status: fc.constantFrom(...PERSON_STATUSES),
  }),
  fc.record({
    kind: fc.constant('step' as const),
    who: fc.nat(),
    which: fc.nat(),
    status: matchStatus,
    at: moment,
  }),
  fc.record({ kind: fc.constant('unmatch' as const), who: fc.nat(), which: fc.nat() }),
  fc.record({ kind: fc.constant('notice' as const), who: fc.nat(), at: moment }),
  fc.record({
    kind: fc.constant('vouchers' as const),
    home: fc.nat({ max: HOMES - 1 }),
    accepts: fc.boolean(),
  }),
);

type Person = typeof person extends fc.Arbitrary<infer T> ? T : never;
type Change = typeof change extends fc.Arbitrary<infer T> ? T : never;
type Model = Omit<Person, 'matches'> & {
  id: string;
  /** Each step's column holds its last moment only, as the table does: a step taken again overwrites it. */
  matches: (Person['matches'][number] & { id: string; steps: Partial<Record<string, Moment>> })[];
};

const msOf = (m: Moment) => m.ms + Math.floor(m.micros / 1000);

/** What the app derives for each person (caseload.ts's rules), in `compareCaseload`'s order, then by id. */
function expectedOrder(people: readonly Model[], vouchers: readonly boolean[]): string[] {
  const facts = people.map((p) => {
    const status: PersonStatus = p.status ?? 'waiting';
    const open = p.matches.filter((m) => isOpenMatch(m.status));
    const priority = caseloadPriority({
      status,
      benefits: { vash: p.vash, giBill: p.giBill, disability: p.disability, employment: p.employment },
      openMatches: open.length,
      voucherHomeOpen: open.some((m) => vouchers[m.home]),
    });
    const times = [
      msOf(p.createdAt),
      ...p.notices.filter((n) => n.sent).map((n) => msOf(n.at)),
      ...p.matches.flatMap((m) => [msOf(m.created), ...Object.values(m.steps).map((s) => msOf(s as Moment))]),
    ];
    return {
      id: p.id,
      status,
      urgency: p.urgency as UrgencyLevel,
      priority,
      lastChangeAt: new Date(Math.max(...times)).toISOString(),
    };
  });
  facts.sort((a, b) => compareCaseload(a, b) || a.id.localeCompare(b.id));
  return facts.map((f) => f.id);
}

describeApi('the caseload order kept in SQL is compareCaseload’s (caseload_keys)', (ctx) => {
  const db = () => ctx().handle.db;
  let partner: SignedInPartner;
  let homes: string[] = [];

  beforeAll(async () => {
    partner = await signedInPartner(ctx());
    const made = await rows<{ id: string }>(
      db(),
      sql`insert into properties (address, city, state, zip_code, latitude, longitude, rent_per_room_cents)
          select 'Order Home ' || i, 'Albany', 'NY', '12207', 42.65, -73.75, 80000 from generate_series(1, ${HOMES}) i
          returning id`,
    );
    homes = made.map((row) => row.id);
  });

  async function record(people: readonly Person[]): Promise<Model[]> {
    const models: Model[] = [];
    for (const [i, p] of people.entries()) {
      const [row] = await rows<{ id: string }>(
        db(),
        sql`insert into veterans (name, zip_code, source, organization_id, urgency, has_voucher, gi_bill, disability,
                                  employment, created_at)
            values (${`Order ${i}`}, '12207', 'bulk_intake', ${partner.organizationId}, ${p.urgency}, ${p.vash},
                    ${p.giBill}, ${p.disability}, ${p.employment}, ${at(p.createdAt)}) returning id`,
      );
      const id = row?.id as string;
      if (p.status)
        await db().execute(sql`insert into person_statuses (veteran_id, status) values (${id}, ${p.status})`);
      const matches: Model['matches'] = [];
      for (const m of p.matches) {
        const step = m.status === 'pending' ? null : STEP_COLUMN[m.status];
        const [made] = await rows<{ id: string }>(
          db(),
          sql`insert into matches (veteran_id, property_id, score, reason, status, origin, created_at
                                   ${step ? sql.raw(`, ${step}`) : sql``})
              values (${id}, ${homes[m.home]}, 70, 'same ZIP code', ${m.status}, 'veteran_request', ${at(m.created)}
                      ${step ? sql`, ${at(m.step)}` : sql``}) returning id`,
        );
        matches.push({ ...m, id: made?.id as string, steps: step ? { [step]: m.step } : {} });
      }
      for (const n of p.notices)
        await db().execute(
          sql`insert into outbox_messages (kind, recipient_id, payload, status, sent_at)
              values ('waitlist_status', ${id}, '{}', ${n.sent ? 'sent' : 'queued'}, ${n.sent ? at(n.at) : null})`,
        );
      models.push({ ...p, id, matches });
    }
    return models;
  }

  async function apply(models: Model[], vouchers: boolean[], c: Change) {
    if (c.kind === 'vouchers') {
      vouchers[c.home] = c.accepts;
      await db().execute(
        sql`update properties set accepts_vouchers = ${c.accepts} where id = ${homes[c.home]}`,
      );
      return;
    }
    const p = models[c.who % Math.max(models.length, 1)];
    if (!p) return;
    if (c.kind === 'urgency') {
      p.urgency = c.urgency;
      await db().execute(sql`update veterans set urgency = ${c.urgency} where id = ${p.id}`);
    } else if (c.kind === 'benefits') {
      Object.assign(p, { vash: c.vash, employment: c.employment });
      await db().execute(
        sql`update veterans set has_voucher = ${c.vash}, employment = ${c.employment} where id = ${p.id}`,
      );
    } else if (c.kind === 'status') {
      p.status = c.status;
      await db().execute(
        sql`insert into person_statuses (veteran_id, status) values (${p.id}, ${c.status})
            on conflict (veteran_id) do update set status = excluded.status, version = person_statuses.version + 1`,
      );
    } else if (c.kind === 'notice') {
      // every notice still queued is delivered now (with the new one)
      p.notices.push({ sent: false, at: c.at });
      for (const n of p.notices) if (!n.sent) Object.assign(n, { sent: true, at: c.at });
      await db().execute(
        sql`insert into outbox_messages (kind, recipient_id, payload, status) values ('waitlist_status', ${p.id}, '{}', 'queued')`,
      );
      await db().execute(
        sql`update outbox_messages set status = 'sent', sent_at = ${at(c.at)} where recipient_id = ${p.id} and status = 'queued'`,
      );
    } else {
      const m = p.matches[c.which % Math.max(p.matches.length, 1)];
      if (!m) return;
      if (c.kind === 'unmatch') {
        p.matches = p.matches.filter((other) => other !== m);
        await db().execute(sql`delete from matches where id = ${m.id}`);
        return;
      }
      m.status = c.status;
      const step = c.status === 'pending' ? null : STEP_COLUMN[c.status];
      if (step) m.steps[step] = c.at;
      await db().execute(
        sql`update matches set status = ${c.status} ${step ? sql`, ${sql.raw(step)} = ${at(c.at)}` : sql``} where id = ${m.id}`,
      );
    }
  }

  async function listed(query = 'limit=100'): Promise<CaseloadList> {
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/partner/caseload?${query}`,
      headers: partner.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('for any caseload and any later changes, the list is in compareCaseload’s order, paged and filtered alike', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(person, { minLength: 1, maxLength: 6 }),
        fc.array(change, { maxLength: 6 }),
        fc.array(fc.boolean(), { minLength: HOMES, maxLength: HOMES }),
        fc.nat({ max: 4 }),
        async (people, changes, vouchers, offset) => {
          await db().execute(sql`delete from veterans where organization_id = ${partner.organizationId}`);
          for (const [home, accepts] of vouchers.entries())
            await db().execute(
              sql`update properties set accepts_vouchers = ${accepts} where id = ${homes[home]}`,
            );
          const models = await record(people);
          expect((await listed()).items.map((item) => item.veteranId)).toEqual(
            expectedOrder(models, vouchers),
          );
          for (const c of changes) await apply(models, vouchers, c);
          const expected = expectedOrder(models, vouchers);
          const all = await listed();
          expect(all.items.map((item) => item.veteranId)).toEqual(expected);
          expect(all.total).toBe(models.length);
          // the app's own order of the items it derived agrees with SQL's
          const resorted = [...all.items].sort(
            (a, b) => compareCaseload(a, b) || a.veteranId.localeCompare(b.veteranId),
          );
          expect(resorted.map((item) => item.veteranId)).toEqual(expected);
          const page = await listed(`limit=2&offset=${offset}`);
          expect(page.items.map((item) => item.veteranId)).toEqual(expected.slice(offset, offset + 2));
          const status = all.items[0]?.status ?? 'waiting';
          const filtered = await listed(`status=${status}&limit=100`);
          const kept = all.items.filter((item) => item.status === status).map((item) => item.veteranId);
          expect(filtered.items.map((item) => item.veteranId)).toEqual(kept);
          expect(filtered.total).toBe(kept.length);
        },
      ),
      { numRuns: 30 },
    );
  }, 300_000);
});
