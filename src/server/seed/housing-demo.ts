import type { Database } from '@server/db/client';
import { matches, veterans } from '@server/db/schema';
import { runMatchingEngine } from '@server/modules/housing-matches';
import { countQueuedAsSent } from '@server/modules/messages';
import {
  insertLandlords,
  insertPublishedListings,
  type PublishedListing,
  takeUnit,
} from '@server/modules/properties';
import type { HousingMatchStatus } from '@shared/domain/housing-match-status';
import { LANDLORD_TIERS } from '@shared/domain/match-engine';
import { and, asc, eq, sql } from 'drizzle-orm';
import { DEMO_HOME_ZIPS, demoPlace, randomPlaceInState } from './places';
import type { Random } from './random';

const LANDLORD_NAMES = [
  'Hudson Rentals',
  'Mohawk Property Group',
  'Capital Homes LLC',
  'Liberty Housing Co',
  'Empire Residential',
  'Patriot Realty',
];
const STREETS = ['Elm St', 'State St', 'Lark St', 'Madison Ave', 'Central Ave', 'River Rd'];
const FIRST = ['Marcus', 'Denise', 'Tyrone', 'Rosa', 'Kevin', 'Angela', 'Hector', 'Shawna', 'Paul', 'Nadia'];
const LAST = ['Reyes', 'Thompson', 'Okafor', 'Bailey', 'Kim', 'Foster', 'Ramos', 'Hughes'];
const CASE_MANAGERS = ['cm@capitalregion.demo.org', 'housing@hudsonvalley.demo.org'];
const FEATURES = ['Ground floor unit', 'Near bus line', 'Laundry in building', 'Off-street parking'];

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

async function seedLandlords(db: Database, random: Random, now: Date): Promise<string[]> {
  return insertLandlords(
    db,
    LANDLORD_NAMES.map((name, index) => ({
      name,
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@landlords.demo.org`,
      phone: `518-555-02${String(index).padStart(2, '0')}`,
      // every tier, bronze to impact-champion, and one more bronze
      tier: LANDLORD_TIERS[index % LANDLORD_TIERS.length],
      createdAt: daysAgo(now, random.int(1, 120)),
    })),
  );
}

async function seedListings(db: Database, random: Random, now: Date, owners: string[]): Promise<number> {
  const places = [
    ...DEMO_HOME_ZIPS.map(demoPlace),
    ...['NY', 'PA', 'MA'].map((s) => randomPlaceInState(random, s)),
  ];
  const rows: PublishedListing[] = places.flatMap((place, index) =>
    [0, 1].map((n) => {
      const bedrooms = random.int(1, 3);
      return {
        landlordId: owners[(index + n) % owners.length],
        address: `${random.int(10, 980)} ${random.pick(STREETS)}`,
        city: place.city,
        state: place.state,
        zipCode: place.zipCode,
        latitude: place.latitude,
        longitude: place.longitude,
        unitType: random.pick(['apartment', 'apartment', 'house', 'condo'] as const),
        bedrooms,
        bathrooms: random.int(1, 2),
        roomCount: bedrooms,
        unitsAvailable: random.int(1, 3),
        rentCents: random.pick([850, 950, 1100, 1250, 1400, 1600]) * 100,
        acceptsVouchers: random.chance(0.7),
        accessible: random.chance(0.4),
        allowsPets: random.chance(0.5),
        description: random.pick(FEATURES),
        status: 'available',
        source: 'housing_listing',
        createdAt: daysAgo(now, random.int(0, 90)),
      };
    }),
  );
  return insertPublishedListings(db, rows);
}

async function seedQueue(db: Database, random: Random, now: Date): Promise<number> {
  const rows: (typeof veterans.$inferInsert)[] = Array.from({ length: 24 }, (_, index) => {
    const place = index < 18 ? demoPlace(random.pick(DEMO_HOME_ZIPS)) : randomPlaceInState(random, 'NY');
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    return {
      name: `${first} ${last}`,
      phone: `51855503${String(index).padStart(2, '0')}`,
      email: `${first}.${last}${index}@example.com`.toLowerCase(),
      caseManagerEmail: random.pick(CASE_MANAGERS),
      zipCode: place.zipCode,
      hasVoucher: random.chance(0.5),
      requiresAccessibility: random.chance(0.2),
      hasPet: random.chance(0.25),
      urgency: random.pick(['critical', 'high', 'high', 'normal', 'normal', 'low'] as const),
      maxRentCents: random.chance(0.3) ? null : random.pick([900, 1100, 1300, 1500]) * 100,
      additionalNotes: random.chance(0.3) ? 'Prefers a place near the VA clinic.' : null,
      source: 'housing_intake',
      // registered a day to two months before the demo's engine run
      createdAt: daysAgo(now, random.int(1, 60) + random.int(0, 23) / 24),
    };
  });
  await db.insert(veterans).values(rows);
  return rows.length;
}

const STAMPS = {
  contacted: 'contactedAt',
  approved: 'approvedAt',
  placed: 'placedAt',
  declined: 'declinedAt',
} as const;
/** Where the first engine matches are moved so the dashboards show every status; the rest stay pending. */
const PLAN: Exclude<HousingMatchStatus, 'pending'>[] = [
  'contacted',
  'approved',
  'placed',
  'placed',
  'declined',
];

/**
 * A demo run happens once, at seeding: spread the matches it made over the weeks before, each 1 to 72 hours
 * after its veteran's intake, so the time-to-match and the dashboards' periods show real spreads.
 */
async function backdateMatches(db: Database, now: Date): Promise<void> {
  await db.execute(sql`
    update matches m
    set created_at = least(v.created_at + (1 + abs(hashtext(m.id::text)) % 72) * interval '1 hour', ${now.toISOString()}::timestamptz)
    from veterans v
    where v.id = m.veteran_id and m.origin = 'engine'`);
  await db.execute(sql`update matches set veteran_notified_at = created_at, updated_at = created_at
    where origin = 'engine'`);
  // demo history: these notices count as delivered, so a first start never mails the demo's made-up addresses
  await countQueuedAsSent(db);
}

/** Moves the first engine matches through the workflow, with the side effects a placement has. */
async function advanceMatches(db: Database, now: Date): Promise<void> {
  const rows = await db
    .select({ id: matches.id, veteranId: matches.veteranId, propertyId: matches.propertyId })
    .from(matches)
    .innerJoin(veterans, eq(veterans.id, matches.veteranId))
    .where(and(eq(matches.origin, 'engine'), eq(veterans.source, 'housing_intake')))
    .orderBy(asc(veterans.createdAt), asc(matches.id))
    .limit(PLAN.length);
  for (const [index, row] of rows.entries()) {
    const status = PLAN[index] as (typeof PLAN)[number];
    await db
      .update(matches)
      .set({
        status,
        contactedAt: now,
        [STAMPS[status]]: now,
        declineReason: status === 'declined' ? 'Veteran chose a home closer to family' : null,
        updatedAt: now,
      })
      .where(eq(matches.id, row.id));
    if (status !== 'placed') continue;
    // the demo's history (seedHistory) records the move-in on their timeline: their status says housed
    // a home whose last unit went to an earlier placement stays filled
    await takeUnit(db, row.propertyId);
  }
}

/**
 * The housing dashboards' demo data: landlords of every tier, their listings around Albany, a queue of
 * veterans registered by case managers, one real engine run and a few matches moved along.
 */
export async function seedHousingDemo(db: Database, random: Random, now = new Date()) {
  const owners = await seedLandlords(db, random, now);
  const homes = await seedListings(db, random, now, owners);
  const queue = await seedQueue(db, random, now);
  const { matchesCreated } = await runMatchingEngine(db, now);
  await backdateMatches(db, now);
  await advanceMatches(db, now);
  return { homes, veterans: queue, matches: matchesCreated };
}
