import type { Database } from '@server/db/client';
import { rows } from '@server/db/rows';
import type { FlowTierFilter } from '@shared/contracts/lead-flow';
import { type SQL, sql } from 'drizzle-orm';

/** The housing queue's sources (matching module): veterans whose intake is complete and who can be matched. */
const QUEUE = sql`('housing_intake', 'bulk_intake', 'seed')`;
const OPEN = sql`('pending', 'contacted', 'approved')`;

export interface FlowWindow {
  /** ISO timestamps */
  since: string;
  monthStart: string;
  tier: FlowTierFilter;
}

/** A landlord tier condition on `column` (a landlord's tier; unowned homes count as bronze). */
export const tierIs = (column: SQL, tier: FlowTierFilter) =>
  tier === 'all' ? sql`true` : sql`coalesce(${column}, 'bronze') = ${tier}`;

export interface LandlordCounts {
  total: number;
  with_listing: number;
  with_match: number;
  bronze: number;
  green: number;
  teal: number;
  plum: number;
  impact_champion: number;
}

const landlordCounts = (w: FlowWindow) =>
  sql`select count(*)::int as total,
      count(*) filter (where exists (select 1 from properties p where p.landlord_id = l.id))::int as with_listing,
      count(*) filter (where exists (select 1 from properties p join matches m on m.property_id = p.id
        where p.landlord_id = l.id))::int as with_match,
      count(*) filter (where l.tier = 'bronze')::int as bronze,
      count(*) filter (where l.tier = 'green')::int as green,
      count(*) filter (where l.tier = 'teal')::int as teal,
      count(*) filter (where l.tier = 'plum')::int as plum,
      count(*) filter (where l.tier = 'impact-champion')::int as impact_champion
    from landlords l
    where l.created_at >= ${w.since} and ${tierIs(sql`l.tier`, w.tier)}`;

export interface ListingCounts {
  total: number;
  matched: number;
  available: number;
}

const listingCounts = (w: FlowWindow) =>
  sql`select count(*)::int as total,
      count(*) filter (where exists (select 1 from matches m where m.property_id = p.id))::int as matched,
      count(*) filter (where p.status = 'available' and p.units_available > 0)::int as available
    from properties p left join landlords l on l.id = p.landlord_id
    where p.created_at >= ${w.since} and ${tierIs(sql`l.tier`, w.tier)}`;

export interface MatchCounts {
  total: number;
  this_month: number;
  placed: number;
  pending_notifications: number;
  notified: number;
}

function matchCounts(w: FlowWindow) {
  // ISO timestamps sort as text: the earlier start covers both counts; a placement counts when it happened
  const from = [w.since, w.monthStart].sort()[0];
  return sql`select count(*) filter (where m.created_at >= ${w.since})::int as total,
      count(*) filter (where m.created_at >= ${w.monthStart})::int as this_month,
      count(*) filter (where m.status = 'placed' and m.placed_at >= ${w.since})::int as placed,
      count(*) filter (where m.created_at >= ${w.since} and m.status in ${OPEN}
        and m.veteran_notified_at is null)::int as pending_notifications,
      count(*) filter (where m.created_at >= ${w.since} and m.veteran_notified_at is not null)::int as notified
    from matches m join properties p on p.id = m.property_id left join landlords l on l.id = p.landlord_id
    where (m.created_at >= ${from} or m.placed_at >= ${w.since}) and ${tierIs(sql`l.tier`, w.tier)}`;
}

export interface VeteranCounts {
  total: number;
  active_intake: number;
  matched: number;
  notified: number;
  placed: number;
}

// a placed veteran counts as told of a match: each stage is inside the one before it
const veteranCounts = (w: FlowWindow) =>
  sql`select count(*)::int as total,
      count(*) filter (where v.source in ${QUEUE})::int as active_intake,
      count(*) filter (where v.source in ${QUEUE}
        and exists (select 1 from matches m where m.veteran_id = v.id))::int as matched,
      count(*) filter (where v.source in ${QUEUE} and exists (select 1 from matches m where m.veteran_id = v.id
        and (m.veteran_notified_at is not null or m.status = 'placed')))::int as notified,
      count(*) filter (where v.source in ${QUEUE}
        and exists (select 1 from matches m where m.veteran_id = v.id and m.status = 'placed'))::int as placed
    from veterans v
    where v.created_at >= ${w.since}`;

export interface FlowCounts {
  landlords: LandlordCounts;
  listings: ListingCounts;
  matches: MatchCounts;
  veterans: VeteranCounts;
}
/**
 * The dashboard's four aggregates as one statement: each is one row (an aggregate without grouping), their
 * columns kept apart as one JSON object per aggregate.
 */
export async function flowCounts(db: Database, w: FlowWindow): Promise<FlowCounts> {
  const [row] = await rows<FlowCounts>(
    db,
    sql`select to_json(l) as landlords, to_json(p) as listings, to_json(m) as matches, to_json(v) as veterans
    from (${landlordCounts(w)}) l, (${listingCounts(w)}) p, (${matchCounts(w)}) m, (${veteranCounts(w)}) v`,
  );
  if (!row) throw new Error('the flow counts answered no row');
  return row;
}

/** Rows behind a drill-down node: `label`, `detail` parts and a date; at most `limit`, with the total. */
export interface DrillRecord {
  id: string;
  name: string | null;
  a: string | null;
  b: string | null;
  c: string | null;
  n: number | null;
  at: Date | string | null;
  total: number;
}

const drill = (db: Database, query: SQL) => rows<DrillRecord>(db, query);

export function landlordRecords(db: Database, w: FlowWindow, limit: number, upgradedOnly: boolean) {
  return drill(
    db,
    sql`select l.id, l.name, l.tier as a, null as b, null as c,
      (select count(*)::int from properties p where p.landlord_id = l.id) as n, l.created_at as at,
      count(*) over ()::int as total
    from landlords l
    where l.created_at >= ${w.since} and ${tierIs(sql`l.tier`, w.tier)}
      ${upgradedOnly ? sql`and l.tier <> 'bronze'` : sql``}
    order by l.created_at desc, l.id limit ${limit}`,
  );
}

export function listingRecords(db: Database, w: FlowWindow, limit: number, matchedOnly: boolean) {
  return drill(
    db,
    sql`select p.id, p.address as name, p.zip_code as a, p.status as b,
      (select count(*) filter (where m.status = 'placed')::text from matches m where m.property_id = p.id) as c,
      (select count(*)::int from matches m where m.property_id = p.id) as n, p.created_at as at,
      count(*) over ()::int as total
    from properties p left join landlords l on l.id = p.landlord_id
    where p.created_at >= ${w.since} and ${tierIs(sql`l.tier`, w.tier)}
      ${matchedOnly ? sql`and exists (select 1 from matches m where m.property_id = p.id)` : sql``}
    order by p.created_at desc, p.id limit ${limit}`,
  );
}

export function veteranRecords(db: Database, w: FlowWindow, limit: number, queueOnly: boolean) {
  return drill(
    db,
    sql`select v.id, v.name, v.zip_code as a, v.urgency as b, v.source as c, null::int as n,
      v.created_at as at, count(*) over ()::int as total
    from veterans v
    where v.created_at >= ${w.since} ${queueOnly ? sql`and v.source in ${QUEUE}` : sql``}
    order by v.created_at desc, v.id limit ${limit}`,
  );
}

export function matchRecords(db: Database, w: FlowWindow, limit: number, kind: 'notified' | 'placed') {
  const when = kind === 'placed' ? sql`m.placed_at` : sql`m.veteran_notified_at`;
  return drill(
    db,
    sql`select m.id, v.name, p.address as a, m.status as b, null as c, m.score as n, ${when} as at,
      count(*) over ()::int as total
    from matches m join veterans v on v.id = m.veteran_id join properties p on p.id = m.property_id
      left join landlords l on l.id = p.landlord_id
    where m.created_at >= ${w.since} and ${tierIs(sql`l.tier`, w.tier)}
      and ${kind === 'placed' ? sql`m.status = 'placed'` : sql`m.veteran_notified_at is not null`}
    order by ${when} desc nulls last, m.id limit ${limit}`,
  );
}
