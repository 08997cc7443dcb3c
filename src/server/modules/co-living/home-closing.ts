import type { Database } from '@server/db/client';
import { coLivingHouseholds, coLivingMatches } from '@server/db/schema';
import { recordAudit } from '@server/plugins/audit';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { appendHouseholdDecisions } from './household-events';
import { selectMembers, updateApplications } from './households-repo';
import { queueToReaders } from './readers';

/**
 * A co-living home was paused or filled: nobody can move in, so each household still forming on it ends, in the
 * caller's transaction (the listing's). Its open proposals close with the reason (declined "by the landlord",
 * who acted, but read by no formation run as a refusal of the home or the housemates: the household keeps the
 * reason as `ended_reason`), each member goes back to the waiting list with it, and each member and their case
 * manager are told. Households on trial or active live there already and stay. Answers how many ended.
 */
export async function closeHomeHouseholds(
  tx: Database,
  input: { propertyId: string; reason: string; now: Date; actor: { role: 'admin' | 'landlord'; id: string } },
): Promise<number> {
  const { propertyId, reason, now } = input;
  // locked in id order, like the formation run: a workflow step or a run on them waits for this
  const forming = await tx
    .select({ id: coLivingHouseholds.id })
    .from(coLivingHouseholds)
    .where(and(eq(coLivingHouseholds.propertyId, propertyId), eq(coLivingHouseholds.status, 'forming')))
    .orderBy(asc(coLivingHouseholds.id))
    .for('update');
  if (forming.length === 0) return 0;
  const ids = forming.map((row) => row.id);
  const open = (await selectMembers(tx, ids)).filter(
    (member) => member.match.status !== 'declined' && member.match.status !== 'placed',
  );
  if (open.length > 0) {
    await tx
      .update(coLivingMatches)
      .set({
        status: 'declined',
        declinedAt: now,
        declinedBy: 'landlord',
        declineReason: reason,
        updatedAt: now,
      })
      .where(
        inArray(
          coLivingMatches.id,
          open.map((member) => member.match.id),
        ),
      );
    await updateApplications(
      tx,
      open.map((member) => member.application.id),
      { status: 'pending', waitingReason: `The proposed home closed: ${reason}` },
    );
    await appendHouseholdDecisions(
      tx,
      open.map((member) => ({ veteranId: member.application.veteranId, matchId: member.match.id })),
      { declinedBy: 'landlord', reason },
      input.actor.role === 'admin' ? { kind: 'admin', id: input.actor.id } : { kind: 'system', id: null },
      now,
    );
  }
  await tx
    .update(coLivingHouseholds)
    .set({ status: 'dissolved', dissolvedAt: now, endedReason: reason, trialEndsAt: null, updatedAt: now })
    .where(and(inArray(coLivingHouseholds.id, ids), ne(coLivingHouseholds.status, 'dissolved')));
  for (const member of open) {
    await queueToReaders(tx, 'co_living.household_closed', member.application, { matchId: member.match.id });
  }
  for (const householdId of ids) {
    await recordAudit(tx, {
      action: 'co_living.household_closed',
      actorType: input.actor.role,
      actorId: input.actor.id,
      targetType: 'co_living_household',
      targetId: householdId,
      details: {
        propertyId,
        membersReturned: open.filter((m) => m.match.householdId === householdId).length,
      },
    });
  }
  return ids.length;
}
