import { type Database, withTransaction } from '@server/db/client';
import { landlords, partnerCredentials, placements, properties, users } from '@server/db/schema';
import { recordMissingIntakeReports } from '@server/modules/veterans';
import { count, eq } from 'drizzle-orm';
import { seedCoLiving } from './co-living';
import { assignDemoHomes, DEMO_ACCOUNTS_SUMMARY, DEMO_LANDLORD, seedDemoAccounts } from './demo-accounts';
import { seedHistory } from './history';
import { seedHomes } from './homes';
import { seedHousingDemo } from './housing-demo';
import { seedDemoInbox } from './inbox';
import { seedNetwork } from './network';
import { createRandom } from './random';
import { planReferrals, seedReferrals } from './referrals';
import { settleDemoStalledWork } from './stalled-work';
import { seedVeterans } from './veterans';

export { DEMO_ACCOUNTS_SUMMARY, DEMO_PASSWORD } from './demo-accounts';

export interface SeedResult {
  /** What was seeded, and the demo accounts when they were created (server.ts prints it). */
  summary: string;
}

async function isEmpty(
  db: Database,
  table: typeof properties | typeof users | typeof partnerCredentials | typeof placements,
) {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Homes and veterans, when there are no properties yet. */
async function seedInventory(db: Database): Promise<string | null> {
  if (!(await isEmpty(db, properties))) return null;
  const random = createRandom(20_250_128);
  return withTransaction(db, async (t) => {
    const homes = await seedHomes(t, random);
    const veterans = await seedVeterans(t, random);
    const housing = await seedHousingDemo(t, createRandom(20_250_501));
    return `${homes + housing.homes} homes, ${veterans + housing.veterans} veterans`;
  });
}

/**
 * The demo accounts and the demo partners' referrals, when nobody can sign in yet (no users and no
 * partner sign-ins): a database seeded by an earlier release gets them too.
 */
async function seedAccounts(db: Database): Promise<string | null> {
  if (!(await isEmpty(db, users)) || !(await isEmpty(db, partnerCredentials))) return null;
  const random = createRandom(20_250_301);
  const now = new Date();
  return withTransaction(db, async (t) => {
    const { organizations } = await seedDemoAccounts(t);
    let referrals = 0;
    for (const org of organizations) referrals += await seedReferrals(t, planReferrals(random, org, now));
    await seedDemoInbox(t);
    return `${organizations.length} partner organizations, ${referrals} referrals\n${DEMO_ACCOUNTS_SUMMARY}`;
  });
}

/** The directory's organisations and everyone's placements, when no placement exists yet (after the accounts). */
async function seedNetworkPart(db: Database): Promise<string | null> {
  if (!(await isEmpty(db, placements))) return null;
  const random = createRandom(20_250_415);
  return withTransaction(db, async (t) => {
    const seeded = await seedNetwork(t, random);
    return `${seeded.organizations} network organizations, ${seeded.placements} placements`;
  });
}

/** The demo landlord owns the seeded homes around ZIP 12345, whichever part was seeded first. */
async function linkDemoHomes(db: Database): Promise<void> {
  const [landlord] = await db
    .select({ id: landlords.id })
    .from(landlords)
    .where(eq(landlords.email, DEMO_LANDLORD.email))
    .limit(1);
  if (landlord) await assignDemoHomes(db, landlord.id);
}

/**
 * Demo data for the parts of the database that are empty; returns null (and writes nothing) when
 * every part already has data. Never called in production (server.ts).
 */
export async function seedDemoData(db: Database): Promise<SeedResult | null> {
  const parts = [
    await seedInventory(db),
    await seedAccounts(db),
    await seedNetworkPart(db),
    await seedCoLiving(db, createRandom(20_251_124), new Date()),
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  await linkDemoHomes(db);
  await settleDemoStalledWork(db, new Date());
  await recordMissingIntakeReports(db);
  await withTransaction(db, (t) => seedHistory(t, createRandom(20_261_128), new Date()));
  return { summary: parts.join('; ') };
}
