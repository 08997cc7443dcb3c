import type { Database } from '@server/db/client';
import { isOpenMatch } from '@server/db/predicates';
import { matches, veterans } from '@server/db/schema';
import { closeInboxItemsFor } from '@server/modules/inbox';
import { type QueuedNotice, queueMessages } from '@server/modules/messages';
import { appendPersonEvents, type EventRecorder } from '@server/modules/veterans';
import type { MessageKind } from '@shared/domain/message-delivery';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { lockEngineRuns } from './engine-run';
import { proposalAudiences } from './match-steps';

const REQUEST_CLOSED: MessageKind = 'match_request.closed';
const PROPOSAL_WITHDRAWN: MessageKind = 'housing_match.withdrawn';

/**
 * Everyone a closed match concerns hears it, each on their own page (issue 34, point 4: no silent step): the
 * veteran who asked, with their reference (when they left an email), and their case worker (the step `closed`);
 * for a proposal someone was told of, the veteran and the case worker who can be reached.
 */
async function tellHomeClosed(
  tx: Database,
  closed: { id: string; origin: string; reference: string | null; told: Date | null }[],
  now: Date,
): Promise<void> {
  const reach = await tx
    .select({
      id: matches.id,
      veteranId: matches.veteranId,
      email: sql<boolean>`${veterans.email} is not null`,
      caseWorker: sql<boolean>`${veterans.caseManagerEmail} is not null`,
    })
    .from(matches)
    .innerJoin(veterans, eq(veterans.id, matches.veteranId))
    .where(
      inArray(
        matches.id,
        closed.map((match) => match.id),
      ),
    );
  const notices: QueuedNotice[] = [];
  for (const match of closed) {
    const reached = reach.find((row) => row.id === match.id);
    if (!reached) continue;
    const about = { recipientId: reached.veteranId };
    if (match.origin === 'veteran_request' && match.reference) {
      if (reached.email) notices.push({ ...about, kind: REQUEST_CLOSED, payload: { matchId: match.id } });
      if (reached.caseWorker) {
        const payload = { matchId: match.id, step: 'closed', audience: 'case_worker' };
        notices.push({ ...about, kind: 'housing_match.step', payload });
      }
    } else if (match.origin !== 'veteran_request' && match.told !== null) {
      for (const audience of proposalAudiences(reached)) {
        notices.push({ ...about, kind: PROPOSAL_WITHDRAWN, payload: { matchId: match.id, audience } });
      }
    }
  }
  await queueMessages(tx, notices, now);
}

/**
 * A home leaves matching (its landlord paused or filled it): every open match on it, the veterans' requests
 * and the engine's proposals alike, is declined with `reason`. Each veteran who asked and left an email is told
 * (the request's status page says the same), and their case worker; for a proposal someone was already told of,
 * the case worker and the veteran hear it is off, so nobody follows a home that is gone. Placed matches stay. Taken after any engine run in
 * progress, so no run proposes the home once this commits. Answers how many matches were closed.
 */
export async function withdrawHomeFromMatching(
  tx: Database,
  home: {
    propertyId: string;
    reason: string;
    now: Date;
    actorId?: string | null;
    /** Who the timeline says ended the offers (the platform when not given). */
    recordedBy?: EventRecorder;
  },
): Promise<number> {
  await lockEngineRuns(tx);
  const closed = await tx
    .update(matches)
    .set({ status: 'declined', declineReason: home.reason, declinedAt: home.now, updatedAt: home.now })
    .where(and(eq(matches.propertyId, home.propertyId), isOpenMatch))
    .returning({
      id: matches.id,
      origin: matches.origin,
      reference: matches.reference,
      veteranId: matches.veteranId,
      told: matches.veteranNotifiedAt,
      approvedAt: matches.approvedAt,
    });
  // an offer that was made (the engine's, or a request the team approved) ends: the provider declined it
  await appendPersonEvents(
    tx,
    closed
      .filter((match) => match.origin === 'engine' || match.approvedAt !== null)
      .map((match) => ({
        veteranId: match.veteranId,
        type: 'offer_decided' as const,
        occurredAt: home.now.toISOString(),
        recordedBy: home.recordedBy ?? { kind: 'system' as const, id: null },
        details: {
          offerKind: 'match' as const,
          offerId: match.id,
          result: 'declined_by_provider' as const,
          reason: home.reason,
        },
      })),
    home.now,
  );
  if (closed.length > 0) await tellHomeClosed(tx, closed, home.now);
  // a closed match is no longer stalled nor a request to decide: its items in the operations inbox are done
  for (const match of closed) {
    for (const type of ['stalled_match', 'match_request'] as const)
      await closeInboxItemsFor(tx, type, match.id, {
        body: `Closed: ${home.reason.toLowerCase()}`,
        authorId: home.actorId ?? null,
      });
  }
  return closed.length;
}
