// BENCH_PEOPLE=N (bench/serve.ts): N people spread over the organisations already seeded, each with ten timeline
// events over a year (identified, contacts, a referral, two offers and a decision): 50,000 people make 500,000
// events, the size issue 33 asks the caseload and a person's page to answer within (p99 under 50 ms).
import type { Database } from '@server/db/client';
import { recordMissingPersonStatuses } from '@server/modules/veterans';
import { sql } from 'drizzle-orm';

/** The ten events of each bench person, oldest first: their type and details (k = the event's place, i = the person). */
const STORY = [
  ['identified', `jsonb_build_object('livingSituation', 116, 'homelessSince', null)`],
  ['contacted', `jsonb_build_object('livingSituation', 101)`],
  ['contacted', `jsonb_build_object('livingSituation', 101)`],
  ['referred', `jsonb_build_object('referralId', null, 'need', 'housing')`],
  ['contacted', `jsonb_build_object('livingSituation', 118)`],
  [
    'offered',
    `jsonb_build_object('offerKind', 'match', 'offerId', 'bench-' || i || '-a', 'ceEvent', 14, 'propertyId', null)`,
  ],
  [
    'offer_decided',
    `jsonb_build_object('offerKind', 'match', 'offerId', 'bench-' || i || '-a', 'result', 'declined_by_veteran', 'reason', null)`,
  ],
  ['contacted', `jsonb_build_object('livingSituation', 101)`],
  [
    'offered',
    `jsonb_build_object('offerKind', 'match', 'offerId', 'bench-' || i || '-b', 'ceEvent', 14, 'propertyId', null)`,
  ],
  ['contacted', `jsonb_build_object('livingSituation', 101)`],
] as const;

export async function growPeople(db: Database, wanted: number) {
  // each person belongs to one organisation, round robin over those seeded (the demo partner's caseload grows too)
  await db.execute(sql`
    insert into veterans (name, phone, zip_code, source, organization_id, created_at)
    select 'Bench Person ' || i, '518' || lpad((i % 10000000)::text, 7, '0'), lpad((10000 + i % 89999)::text, 5, '0'),
      'bulk_intake', orgs.ids[1 + i % array_length(orgs.ids, 1)], now() - interval '400 days'
    from generate_series(1, ${wanted}) as i, (select array_agg(id order by id) as ids from organizations) orgs`);
  const cases = (column: 0 | 1) =>
    sql.raw(
      `case k ${STORY.map((step, k) => `when ${k} then ${column === 0 ? `'${step[0]}'` : step[1]}`).join(' ')} end`,
    );
  await db.execute(sql`
    insert into person_events (veteran_id, type, occurred_at, recorded_at, recorded_by_kind, recorded_by_id,
      organization_id, details)
    select p.id, ${cases(0)}, at, at, 'partner', p.organization_id, p.organization_id, ${cases(1)}
    from (select id, organization_id, row_number() over (order by id) as i from veterans
          where name like 'Bench Person %') p
    cross join generate_series(0, ${STORY.length - 1}) as k
    cross join lateral (select now() - interval '380 days' + k * interval '35 days' + (p.i % 1000) * interval '1 minute' as at) t`);
  // loaded around the write path: their status rows made as the server does at start for events without one
  await recordMissingPersonStatuses(db);
  await db.execute(sql`vacuum analyze veterans`);
  await db.execute(sql`vacuum analyze person_events`);
  await db.execute(sql`vacuum analyze person_statuses`);
  await db.execute(sql`vacuum analyze caseload_keys`);
}
