import type { Database } from '@server/db/client';
import { coLivingApplications, landlords, partnerCredentials, users } from '@server/db/schema';
import { createCoLivingHome, runFormation, submitCoLivingApplication } from '@server/modules/co-living';
import { countQueuedAsSent } from '@server/modules/messages';
import type { UserPrincipal } from '@server/plugins/auth';
import { ZCoLivingApplicationInput } from '@shared/contracts/co-living';
import { ZCoLivingHomeInput } from '@shared/contracts/co-living-households';
import { count, eq } from 'drizzle-orm';
import { coLivingDemoApplications } from './co-living-applicants';
import { CO_LIVING_DEMO_HOMES } from './co-living-homes';
import { DEMO_ADMIN, DEMO_LANDLORD, DEMO_PARTNER_EMAILS } from './demo-accounts';
import type { Random } from './random';

const SEED_IP = '127.0.0.1';

async function demoPrincipals(db: Database) {
  const [admin] = await db.select().from(users).where(eq(users.username, DEMO_ADMIN.username)).limit(1);
  const [landlord] = await db
    .select({ landlordId: landlords.id, user: users })
    .from(landlords)
    .innerJoin(users, eq(users.id, landlords.userId))
    .where(eq(landlords.email, DEMO_LANDLORD.email))
    .limit(1);
  const [partner] = await db
    .select({ organizationId: partnerCredentials.organizationId })
    .from(partnerCredentials)
    .where(eq(partnerCredentials.email, DEMO_PARTNER_EMAILS[0]))
    .limit(1);
  if (!admin || !landlord || !partner) return null;
  const principal = (user: typeof admin, landlordId: string | null): UserPrincipal => ({
    sessionId: 'seed',
    id: user.id,
    username: user.username,
    role: landlordId ? 'landlord' : 'admin',
    displayName: user.displayName,
    landlordId,
  });
  return {
    admin: principal(admin, null),
    landlord: principal(landlord.user, landlord.landlordId),
    partnerOrganizationId: partner.organizationId,
  };
}

/**
 * The co-living program's demo, when no application exists yet (after the demo accounts): about 60 applicants
 * in four metros through the application's write path (the Albany ones from the demo partner, so its case
 * workers follow them), co-living homes (Albany's from the verified demo landlord), one formation run, then
 * a home in Jacksonville so the next run an admin starts forms households too.
 */
export async function seedCoLiving(db: Database, random: Random, now: Date): Promise<string | null> {
  const [existing] = await db.select({ n: count() }).from(coLivingApplications);
  if ((existing?.n ?? 0) > 0) return null;
  const accounts = await demoPrincipals(db);
  if (!accounts) return null;
  const listHome = (entry: (typeof CO_LIVING_DEMO_HOMES)[number]) =>
    createCoLivingHome(
      db,
      ZCoLivingHomeInput.parse(entry.home),
      entry.metro === 'albany' ? accounts.landlord : accounts.admin,
      SEED_IP,
    );
  for (const entry of CO_LIVING_DEMO_HOMES.filter((e) => !e.listedAfterFirstRun)) await listHome(entry);
  const applications = coLivingDemoApplications(random);
  for (const { metro, input } of applications) {
    await submitCoLivingApplication(db, ZCoLivingApplicationInput.parse(input), {
      organizationId: metro === 'albany' ? accounts.partnerOrganizationId : null,
      ip: SEED_IP,
    });
  }
  // the demo never mails made-up addresses: the acknowledgements count as delivered
  await countQueuedAsSent(db, ['co_living.application_received']);
  const run = await runFormation(db, { trigger: 'admin', triggeredBy: accounts.admin.id, now });
  for (const entry of CO_LIVING_DEMO_HOMES.filter((e) => e.listedAfterFirstRun)) await listHome(entry);
  return `${applications.length} co-living applicants, ${CO_LIVING_DEMO_HOMES.length} co-living homes, ${run.householdsFormed} households`;
}
