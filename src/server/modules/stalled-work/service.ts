import { type Database, withTransaction } from '@server/db/client';
import { closeInboxItemsFor, openInboxItem } from '@server/modules/inbox';
import { queueMessage } from '@server/modules/messages';
import { recordAudit } from '@server/plugins/audit';
import type { UserPrincipal } from '@server/plugins/auth';
import { HttpError, notFound } from '@server/plugins/error-handler';
import type { MatchFollowUpData, MatchFollowUpView } from '@shared/contracts/match-follow-ups';
import { HOUSING_MATCH_STATUS_LABELS, isOpenHousingMatch } from '@shared/domain/housing-match-status';
import { matchSummaries, referralSummaries } from './inbox-summaries';
import { insertFollowUp, lockMatchStatus, recordReferralAlerts, recordStalledMatchAlerts } from './repo';

export const MATCH_NOT_FOUND = 'Match not found';

/**
 * The referral timers at `now`: each referral still new a day after it arrived reminds its organisation,
 * and one still new when its urgency's timeline ran out is escalated to the housing team. Each alert is
 * recorded (once per referral, step and stage) in the transaction that queues its message, so running
 * the check twice, or on two servers at once, sends nothing twice.
 */
export async function checkStalledWork(
  db: Database,
  now: Date,
): Promise<{ reminders: number; escalations: number }> {
  const reminders = await withTransaction(db, async (tx) => {
    const due = await recordReferralAlerts(tx, 'reminder', now);
    for (const referral of due) {
      await queueMessage(tx, {
        kind: 'referral.reminder',
        recipientId: referral.organizationId,
        payload: { referralId: referral.id },
      });
    }
    return due.length;
  });
  const escalations = await withTransaction(db, async (tx) => {
    const due = await recordReferralAlerts(tx, 'escalation', now);
    const summaries = await referralSummaries(
      tx,
      due.map((referral) => referral.id),
    );
    for (const referral of due) {
      await queueMessage(tx, {
        kind: 'referral.escalation',
        recipientId: referral.organizationId,
        payload: { referralId: referral.id },
      });
      // the escalation waits in the operations inbox until someone reaches the organisation
      const summary = summaries.get(referral.id) ?? 'Referral unanswered past its timeline';
      await openInboxItem(tx, { type: 'stalled_referral', subjectId: referral.id, summary });
    }
    return due.length;
  });
  return { reminders, escalations };
}

/**
 * The housing team's daily digest: every match stalled at `now` that no digest counted for its current
 * step is counted in one message (none when there is nothing new).
 */
export async function sendStalledMatchDigest(db: Database, now: Date): Promise<{ matchesCounted: number }> {
  return withTransaction(db, async (tx) => {
    const matchIds = await recordStalledMatchAlerts(tx, now);
    const summaries = await matchSummaries(tx, matchIds);
    for (const matchId of matchIds) {
      const summary = summaries.get(matchId) ?? 'Match with no step for a week';
      await openInboxItem(tx, { type: 'stalled_match', subjectId: matchId, summary });
    }
    if (matchIds.length > 0) {
      await queueMessage(tx, {
        kind: 'housing_match.stalled_digest',
        payload: { matchIds: matchIds.join(',') },
      });
    }
    return { matchesCounted: matchIds.length };
  });
}

/** An admin records what happened on an open match: its stall clock restarts from now. Audited. */
export async function recordFollowUp(
  db: Database,
  matchId: string,
  input: MatchFollowUpData,
  admin: UserPrincipal,
  now = new Date(),
): Promise<MatchFollowUpView> {
  return withTransaction(db, async (tx) => {
    const match = await lockMatchStatus(tx, matchId);
    if (!match) throw notFound(MATCH_NOT_FOUND);
    if (!isOpenHousingMatch(match.status)) {
      throw new HttpError(
        409,
        `This match is ${HOUSING_MATCH_STATUS_LABELS[match.status].toLowerCase()}: follow-ups are for open matches only.`,
      );
    }
    const followUp = await insertFollowUp(tx, {
      matchId,
      response: input.response,
      note: input.note,
      recordedBy: admin.id,
      createdAt: now,
    });
    await closeInboxItemsFor(tx, 'stalled_match', matchId, {
      body: `Follow-up recorded on the housing dashboard: ${input.response.replaceAll('_', ' ')}`,
      authorId: admin.id,
    });
    await recordAudit(tx, {
      action: 'housing_match.follow_up_recorded',
      actorType: 'admin',
      actorId: admin.id,
      targetType: 'match',
      targetId: matchId,
      details: { response: input.response },
    });
    return {
      matchId,
      response: followUp.response,
      note: followUp.note,
      recordedAt: followUp.createdAt.toISOString(),
    };
  });
}
