import type { Database } from '@server/db/client';
import { isOpenMatch } from '@server/db/predicates';
import { matches, veterans } from '@server/db/schema';
import { closeInboxItemsFor } from '@server/modules/inbox';
import { queueMessage, queueMessages } from '@server/modules/messages';
import { appendPersonEvents, type EventRecorder } from '@server/modules/veterans';
import type { MessageKind } from '@shared/domain/message-delivery';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { lockEngineRuns } from './engine-run';

const REQUEST_CLOSED: MessageKind = 'match_request.closed';
const PROPOSAL_WITHDRAWN: MessageKind = 'housing_match.withdrawn';

/**
 * A home leaves matching (its landlord paused or filled it): every open match on it, the veterans' requests
 * and the engine's proposals alike, is declined with `reason`. Each veteran who asked and left an email is told
 * (the request's status page says the same); for a proposal someone was already told of, the case manager and
 * the veteran hear it is off, so nobody follows a home that is gone. Placed matches stay. Taken after any engine run in
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
  const requests = closed.filter((match) => match.origin === 'veteran_request' && match.reference);
  if (requests.length > 0) {
    // each veteran who asked and left an email is told
    const reachable = await tx
      .select({ id: matches.id, veteranId: matches.veteranId })
      .from(matches)
      .innerJoin(veterans, eq(veterans.id, matches.veteranId))
      .where(
        and(
          inArray(
            matches.id,
            requests.map((match) => match.id),
          ),
          isNotNull(veterans.email),
        ),
      );
    await queueMessages(
      tx,
      reachable.map((match) => ({
        kind: REQUEST_CLOSED,
        recipientId: match.veteranId,
        payload: { matchId: match.id },
      })),
      home.now,
    );
  }
  // a proposal someone was told of: they hear it is off
  for (const match of closed) {
    if (match.origin === 'veteran_request' || match.told === null) continue;
    await queueMessage(tx, {
      kind: PROPOSAL_WITHDRAWN,
      recipientId: match.veteranId,
      payload: { matchId: match.id },
    });
  }
  // a closed match is no longer stalled: its item in the operations inbox is done
  for (const match of closed) {
    await closeInboxItemsFor(tx, 'stalled_match', match.id, {
      body: `Closed: ${home.reason.toLowerCase()}`,
      authorId: home.actorId ?? null,
    });
  }
  return closed.length;
}
