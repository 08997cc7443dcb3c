import { randomUUID } from 'node:crypto';
import { type Database, withTransaction } from '@server/db/client';
import { coLivingApplications, coLivingHouseholds, coLivingMatches, coLivingRuns } from '@server/db/schema';
import { recordAudit } from '@server/plugins/audit';
import type { FormationRunResult } from '@shared/contracts/co-living-households';
import { formHouseholds } from '@shared/domain/co-living/formation';
import type { FormationHome, FormingHousehold } from '@shared/domain/co-living/formation/types';
import type { CoLivingProfile } from '@shared/domain/co-living/profiles';
import type { FormationTrigger } from '@shared/domain/co-living/vocabulary';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type PlannedGroup, planGroups, runFigures } from './formation-plan';
import {
  householdOccupancy,
  liveHouseholdCounts,
  readBlocks,
  readFormingHouseholds,
  readWaitingApplicants,
  stillWaiting,
} from './formation-repo';
import { heldPlacesByHome, homeProfile, selectHomes } from './homes-repo';
import { appendHouseholdOffers } from './household-events';

/** One key for every run: two runs at once take turns, so no one is proposed twice and no room is booked twice. */
const FORMATION_RUN_LOCK = 5_051_013;

export interface FormationRunOptions {
  trigger: FormationTrigger;
  /** the admin who started it; null for the schedule */
  triggeredBy: string | null;
  now: Date;
}

/** Why an applicant whose ZIP has no centre in the ZIP data is never placed. */
export const unmappedZipReason = (zipCode: string) => `We could not place ZIP ${zipCode} on the map`;

/** Everything the formation needs, read outside the write transaction (one short read). */
async function readWorld(db: Database) {
  const [waiting, homeRecords, forming, blocks] = [
    await readWaitingApplicants(db),
    await selectHomes(db, { availableOnly: true }),
    await readFormingHouseholds(db),
    await readBlocks(db),
  ];
  const homes = new Map(homeRecords.map((record) => [record.property.id, record]));
  const formationHomes: FormationHome[] = [];
  for (const record of homeRecords) {
    const { latitude, longitude } = record.property;
    if (latitude == null || longitude == null) continue;
    formationHomes.push({
      id: record.property.id,
      latitude,
      longitude,
      profile: homeProfile(record),
      freeRooms: Math.max(0, record.property.unitsAvailable - record.heldPlaces),
    });
  }
  const formingHouseholds: FormingHousehold[] = forming
    .filter(
      (household) => homes.has(household.propertyId) && household.members.length < household.maxOccupants,
    )
    .map((household) => ({
      id: household.id,
      homeId: household.propertyId,
      members: household.members,
      maxOccupants: household.maxOccupants,
    }));
  return { waiting, homes, formationHomes, formingHouseholds, blocks };
}

/**
 * One formation run (issue 13, section 4): read the waiting applicants, the open homes, the forming households
 * and what declined proposals rule out; form households (src/shared/domain/co-living/formation); then, in one
 * transaction under the run's lock, re-check what changed meanwhile and write the run, the new households, the
 * proposals (status `pending`), the applicants' new status and the waiting reasons of everyone left waiting.
 */
export async function runFormation(db: Database, options: FormationRunOptions): Promise<FormationRunResult> {
  const started = performance.now();
  const world = await readWorld(db);
  const located = world.waiting.filter((applicant) => applicant.place !== null);
  const result = formHouseholds({
    applicants: located.map(({ profile, place }) => ({
      profile,
      latitude: place?.latitude ?? 0,
      longitude: place?.longitude ?? 0,
    })),
    homes: world.formationHomes,
    formingHouseholds: world.formingHouseholds,
    blockedPairs: world.blocks.pairs,
    blockedHomes: world.blocks.homes,
  });
  const profiles = new Map<string, CoLivingProfile>(world.waiting.map((w) => [w.profile.id, w.profile]));
  const forming = new Map(world.formingHouseholds.map((household) => [household.id, household]));

  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FORMATION_RUN_LOCK})`);
    const proposedIds = result.groups.flatMap((group) => group.memberIds);
    const homeIds = [...new Set(result.groups.map((group) => group.homeId))];
    // the forming households it fills are locked first (households, then applications: a workflow step's order)
    const occupancy = await householdOccupancy(
      tx,
      result.groups.flatMap((group) => (group.householdId ? [group.householdId] : [])),
    );
    const plan = planGroups({
      groups: result.groups,
      profiles,
      forming,
      homes: world.homes,
      waiting: await stillWaiting(tx, proposedIds),
      held: await heldPlacesByHome(tx, homeIds),
      occupancy,
      liveHouseholds: await liveHouseholdCounts(tx, homeIds),
    });
    const figures = runFigures(plan.groups);
    const runId = randomUUID();
    const createdAt = options.now;
    const durationMs = Math.round(performance.now() - started);
    await tx.insert(coLivingRuns).values({
      id: runId,
      trigger: options.trigger,
      triggeredBy: options.triggeredBy,
      applicantsConsidered: world.waiting.length,
      householdsFormed: figures.householdsFormed,
      veteransPlaced: figures.veteransPlaced,
      totalCompatibility: figures.totalCompatibility,
      upperBound: result.upperBound,
      durationMs,
      createdAt,
    });
    await writeGroups(tx, plan.groups, runId, createdAt);
    const reasons = new Map<string, string>();
    for (const applicant of world.waiting) {
      if (!applicant.place) reasons.set(applicant.profile.id, unmappedZipReason(applicant.zipCode));
    }
    for (const { applicantId, reason } of result.unplaced) reasons.set(applicantId, reason);
    for (const [applicantId, reason] of plan.dropped) reasons.set(applicantId, reason);
    await writeWaitingReasons(tx, reasons);
    await recordAudit(tx, {
      action: 'co_living.formation_run',
      actorType: options.triggeredBy ? 'admin' : 'system',
      actorId: options.triggeredBy,
      targetType: 'co_living_run',
      targetId: runId,
      details: {
        trigger: options.trigger,
        applicantsConsidered: world.waiting.length,
        ...figures,
        upperBound: result.upperBound,
        dropped: plan.dropped.size,
      },
    });
    return {
      runId,
      trigger: options.trigger,
      applicantsConsidered: world.waiting.length,
      ...figures,
      upperBound: result.upperBound,
      ratioToBound: result.upperBound > 0 ? figures.totalCompatibility / result.upperBound : 1,
      durationMs,
      createdAt: createdAt.toISOString(),
    };
  });
}

/** New households, their proposals, and the applicants now proposed. */
async function writeGroups(tx: Database, groups: PlannedGroup[], runId: string, now: Date): Promise<void> {
  const fresh = groups.filter((group) => group.newHousehold);
  if (fresh.length > 0) {
    await tx.insert(coLivingHouseholds).values(
      fresh.map((group) => ({
        id: group.householdId,
        propertyId: group.homeId,
        householdName: group.newHousehold?.name ?? '',
        securityDepositCents: group.newHousehold?.securityDepositCents ?? 0,
        monthlyManagementFeeCents: group.newHousehold?.monthlyManagementFeeCents ?? 0,
        runId,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  const proposals = groups.flatMap((group) =>
    group.members.map((member) => ({
      ...member,
      householdId: group.householdId,
      runId,
      createdAt: now,
      updatedAt: now,
    })),
  );
  if (proposals.length === 0) return;
  const written = await tx
    .insert(coLivingMatches)
    .values(proposals)
    .returning({ id: coLivingMatches.id, applicationId: coLivingMatches.applicationId });
  const proposed = await tx
    .update(coLivingApplications)
    .set({ status: 'proposed', waitingReason: null, updatedAt: now })
    .where(
      and(
        inArray(
          coLivingApplications.id,
          proposals.map((proposal) => proposal.applicationId),
        ),
        eq(coLivingApplications.status, 'pending'),
      ),
    )
    .returning({ id: coLivingApplications.id, veteranId: coLivingApplications.veteranId });
  // each member's proposal is an offer of a room in the household's home
  const veteranOf = new Map(proposed.map((row) => [row.id, row.veteranId]));
  const homeOf = new Map(proposals.map((proposal) => [proposal.applicationId, proposal.householdId]));
  const homeOfHousehold = new Map(groups.map((group) => [group.householdId, group.homeId]));
  const offers = written.flatMap((match) => {
    const veteranId = veteranOf.get(match.applicationId);
    const propertyId = homeOfHousehold.get(homeOf.get(match.applicationId) ?? '');
    return veteranId && propertyId ? [{ veteranId, matchId: match.id, propertyId }] : [];
  });
  await appendHouseholdOffers(tx, offers, { kind: 'system', id: null }, now);
}

/** One update per distinct reason: a run leaves many applicants waiting for the same few reasons. */
async function writeWaitingReasons(tx: Database, reasons: Map<string, string>): Promise<void> {
  const byReason = new Map<string, string[]>();
  for (const [id, reason] of reasons) {
    const ids = byReason.get(reason);
    if (ids) ids.push(id);
    else byReason.set(reason, [id]);
  }
  // not an edit of the answers: updated_at stays
  for (const [reason, ids] of byReason) {
    await tx
      .update(coLivingApplications)
      .set({ waitingReason: reason })
      .where(and(inArray(coLivingApplications.id, ids), eq(coLivingApplications.status, 'pending')));
  }
}
