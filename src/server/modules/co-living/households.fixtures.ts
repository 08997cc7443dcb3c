import type { Database } from '@server/db/client';
import { coLivingApplications, coLivingHomes, coLivingHouseholds, coLivingMatches } from '@server/db/schema';
import { signedInAdmin } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { useTestMailbox } from '@server/test/mail.fixtures';
import type { TestContext } from '@server/test/test-app.fixtures';
import { ZCoLivingApplicationInput } from '@shared/contracts/co-living';
import { coLivingMatchAdvancePath } from '@shared/contracts/co-living-households';
import type { CoLivingMatchStatus, HouseholdStatus } from '@shared/domain/co-living/vocabulary';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { application } from './co-living.fixtures';
import { submitCoLivingApplication } from './service';

/** A pending application (through the module's service), brought by `organizationId` when given. */
export async function seedApplicant(
  db: Database,
  overrides: Record<string, unknown> = {},
  organizationId: string | null = null,
): Promise<{ id: string; reference: string; veteranName: string }> {
  const input = ZCoLivingApplicationInput.parse(application(overrides));
  const { id, reference } = await submitCoLivingApplication(db, input, { organizationId, ip: '127.0.0.1' });
  return { id, reference, veteranName: input.veteranName };
}

export interface SeededHousehold {
  householdId: string;
  propertyId: string;
  /** in the order of the application ids given */
  matchIds: string[];
}

/**
 * A co-living home (Albany, 3 rooms at $700) and a household on it with one proposal per application, as a
 * formation run would write them; the applications become 'proposed'.
 */
export async function seedHousehold(
  db: Database,
  applicationIds: string[],
  options: {
    status?: HouseholdStatus;
    maxOccupants?: number;
    matchStatus?: CoLivingMatchStatus;
    landlordId?: string;
  } = {},
): Promise<SeededHousehold> {
  const propertyId = await insertTestHome(db, '12207', {
    ...(options.landlordId ? { landlordId: options.landlordId } : {}),
    roomCount: 3,
    unitsAvailable: 3,
    rentPerRoomCents: 70_000,
    source: 'co_living',
  });
  await db.insert(coLivingHomes).values({
    propertyId,
    roomTypes: ['shared_bath', 'private_bath', 'master_suite'],
    sharedSpaces: ['kitchen', 'living_room'],
    utilitiesIncluded: true,
  });
  const [household] = await db
    .insert(coLivingHouseholds)
    .values({
      propertyId,
      householdName: 'Maple House, Albany',
      maxOccupants: options.maxOccupants ?? 3,
      securityDepositCents: 210_000,
      status: options.status ?? 'forming',
    })
    .returning({ id: coLivingHouseholds.id });
  if (!household) throw new Error('household not inserted');
  const matchIds: string[] = [];
  for (const [index, applicationId] of applicationIds.entries()) {
    const [match] = await db
      .insert(coLivingMatches)
      .values({
        applicationId,
        householdId: household.id,
        overallScore: 80 + index,
        serviceEraScore: 90,
        socialScore: 75,
        lifestyleScore: 85,
        financialScore: 70,
        matchReason: 'Both non-smokers, both keep a very clean home.',
        potentialConcerns: ['Agree quiet hours'],
        recommendedTrialPeriod: 60,
        roomType: 'private_bath',
        rentShareCents: 84_000,
        status: options.matchStatus ?? 'pending',
        // rows a test inserts in one go keep their order
        createdAt: new Date(Date.now() + index),
      })
      .returning({ id: coLivingMatches.id });
    if (!match) throw new Error('match not inserted');
    matchIds.push(match.id);
  }
  await db
    .update(coLivingApplications)
    .set({ status: 'proposed' })
    .where(inArray(coLivingApplications.id, applicationIds));
  return { householdId: household.id, propertyId, matchIds };
}

/** Three applicants (the first brought by `organizationId`) proposed to one household. */
export async function seedProposedHousehold(
  db: Database,
  organizationId: string,
  options: Parameters<typeof seedHousehold>[2] = {},
) {
  const own = await seedApplicant(db, { serviceBranch: 'navy' }, organizationId);
  const others = [await seedApplicant(db), await seedApplicant(db, { preferredServiceEra: 'any' })];
  const applicants = [own, ...others];
  const seeded = await seedHousehold(
    db,
    applicants.map((a) => a.id),
    options,
  );
  return { ...seeded, applicants };
}

/** For the co-living message tests: the database, the test mailbox and an admin's headers (signed in before all). */
export function coLivingMailTest(ctx: () => TestContext) {
  const mailbox = useTestMailbox(ctx);
  const admin = { cookie: '' };
  beforeAll(async () => {
    admin.cookie = (await signedInAdmin(ctx())).cookie;
  });
  return { db: () => ctx().handle.db, mailbox, admin };
}

/** An admin sends each match its proposal (pending to notified) through the API; every answer must be 200. */
export async function sendProposals(
  ctx: TestContext,
  admin: { cookie: string },
  matchIds: readonly string[],
) {
  for (const matchId of matchIds) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: coLivingMatchAdvancePath(matchId),
      payload: { to: 'notified' },
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
  }
}
