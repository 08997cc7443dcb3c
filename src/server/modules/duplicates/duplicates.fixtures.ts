import { randomBytes } from 'node:crypto';
import { type Database, withTransaction } from '@server/db/client';
import {
  coLivingApplications,
  coLivingHouseholds,
  coLivingMatches,
  matches,
  outboxMessages,
  placements,
  possibleDuplicates,
  referrals,
} from '@server/db/schema';
import { type IntakeSender, registerVeteran } from '@server/modules/veterans';
import { insertTestHome } from '@server/test/homes.fixtures';
import { makeOrganization } from '@server/test/network-world.fixtures';
import { SAMPLE_CHOICES } from '@shared/domain/co-living/profile-answers.fixtures';
import { sql } from 'drizzle-orm';
import { PERSON_COLUMNS, rowsOf } from './stored-rows';

const unique = () => randomBytes(3).toString('hex');
let phone = 0;
const nextPhone = () => `51855${String(10_000 + (++phone % 90_000)).slice(-5)}`;

/** A person through the one write path (a housing intake), signed in as `organizationId`'s case worker if given. */
export async function registerPerson(
  db: Database,
  person: { name: string; phone?: string; email?: string },
  organizationId: string | null = null,
): Promise<string> {
  const sender: IntakeSender = {
    kind: 'housing_intake',
    signedIn: organizationId ? { organizationId } : null,
  };
  const registered = await withTransaction(db, (tx) =>
    registerVeteran(tx, { ...person, zipCode: '12207', source: 'housing_intake', organizationId }, sender),
  );
  return registered.id;
}

/** The pair of these two people, if there is one (whatever its status). */
export async function pairBetween(db: Database, x: string, y: string) {
  const [a, b] = [x, y].sort() as [string, string];
  const [pair] = await rowsOf<{ id: string; status: string }>(
    db,
    sql`select id, status from ${possibleDuplicates} where veteran_a_id = ${a} and veteran_b_id = ${b}`,
  );
  return pair;
}

/**
 * Two people sharing one shelter phone (different names): two records and an open pair with its inbox item.
 * With `organizationId`, both are that organisation's (sent by its signed-in case worker).
 */
export async function makePair(db: Database, organizationId: string | null = null) {
  const shared = nextPhone();
  const first = await registerPerson(db, { name: `Marcus Reed ${unique()}`, phone: shared }, organizationId);
  const second = await registerPerson(db, { name: `Dana Cole ${unique()}`, phone: shared }, organizationId);
  const [a, b] = [first, second].sort() as [string, string];
  const pair = await pairBetween(db, a, b);
  if (!pair) throw new Error('no pair was opened');
  return { pairId: pair.id, a, b, phone: shared };
}

export interface Attachments {
  referrals?: number;
  matches?: number;
  /** Homes this person has an open match for (share them between two people to make conflicts). */
  homes?: string[];
  placements?: number;
  coLiving?: 'pending' | 'withdrawn' | null;
  /** The co-living application is proposed to a household (needs `coLiving`). */
  household?: boolean;
  notices?: number;
}

let reference = 0;
const nextReference = (prefix: string) =>
  `${prefix}-${String(++reference).padStart(6, '0')}${unique().slice(0, 3)}`;

/** Rows attached to a person, in each table that names one. */
export async function attach(db: Database, veteranId: string, what: Attachments) {
  const organization = await makeOrganization(db, { name: `Org ${unique()}`, zipCode: '12207' });
  for (let i = 0; i < (what.referrals ?? 0); i += 1) {
    await db.insert(referrals).values({ organizationId: organization.id, veteranId, source: 'test' });
  }
  const homes = [...(what.homes ?? [])];
  for (let i = 0; i < (what.matches ?? 0); i += 1) homes.push(await insertTestHome(db, '12207'));
  for (const propertyId of homes) {
    await db.insert(matches).values({
      veteranId,
      propertyId,
      score: 70,
      reason: 'test',
      origin: 'veteran_request',
      reference: nextReference('VH'),
    });
  }
  for (let i = 0; i < (what.placements ?? 0); i += 1) {
    await db.insert(placements).values({
      organizationId: organization.id,
      veteranId,
      veteranName: 'As named by the partner',
      propertyAddress: '1 Test St',
      placementDate: '2026-01-15',
      monthlyRentCents: 90_000,
    });
  }
  if (what.coLiving) {
    const [application] = await db
      .insert(coLivingApplications)
      .values({
        veteranId,
        reference: nextReference('CL'),
        caseManagerName: 'Casey Manager',
        caseManagerEmail: 'casey@example.org',
        caseManagerPhone: '5185550199',
        hasDisabilityBenefits: true,
        hasSocialSecurityBenefits: true,
        totalVerifiedMonthlyIncomeCents: 215_000,
        ...SAMPLE_CHOICES,
        maxRoomBudgetCents: 80_000,
        status: what.coLiving,
      })
      .returning({ id: coLivingApplications.id });
    if (what.household && application) await proposeToHousehold(db, application.id);
  }
  for (let i = 0; i < (what.notices ?? 0); i += 1) {
    await db.insert(outboxMessages).values({ kind: 'waitlist_status', recipientId: veteranId, payload: {} });
  }
}

/** A household on a new co-living home with the application proposed to it. */
async function proposeToHousehold(db: Database, applicationId: string) {
  const propertyId = await insertTestHome(db, '12207', {
    source: 'co_living',
    roomCount: 3,
    unitsAvailable: 3,
  });
  const [household] = await db
    .insert(coLivingHouseholds)
    .values({ propertyId, householdName: 'Maple House, Albany' })
    .returning({ id: coLivingHouseholds.id });
  await db.insert(coLivingMatches).values({
    applicationId,
    householdId: household?.id ?? '',
    overallScore: 80,
    serviceEraScore: 90,
    socialScore: 75,
    lifestyleScore: 85,
    financialScore: 70,
    matchReason: 'Both keep a very clean home.',
    recommendedTrialPeriod: 60,
    roomType: 'private_bath',
    rentShareCents: 84_000,
  });
}

/** Every row naming one of `ids`, by table, as PostgreSQL writes it: what a merge and its undo must keep. */
export async function rowsNaming(db: Database, ids: readonly string[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const found: Record<string, unknown[]> = {};
  for (const { table, column } of PERSON_COLUMNS) {
    found[table] = (
      await rowsOf<{ row: unknown }>(
        db,
        sql`select to_jsonb(t.*) as row from ${sql.identifier(table)} t
          where ${sql.identifier(column)} in (${list}) order by t.id`,
      )
    ).map(({ row }) => row);
  }
  for (const [table, where] of [
    ['veterans', sql`t.id in (${list})`],
    ['possible_duplicates', sql`t.veteran_a_id in (${list}) or t.veteran_b_id in (${list})`],
  ] as const) {
    found[table] = (
      await rowsOf<{ row: unknown }>(
        db,
        sql`select to_jsonb(t.*) as row from ${sql.identifier(table)} t where ${where} order by t.id`,
      )
    ).map(({ row }) => row);
  }
  return found;
}

/** How many rows each person table has in all. */
export async function tableCounts(db: Database) {
  const counts: Record<string, number> = {};
  for (const { table } of PERSON_COLUMNS) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}
