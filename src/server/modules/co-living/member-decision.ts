import type { Database } from '@server/db/client';
import { HttpError } from '@server/plugins/error-handler';
import {
  type HouseholdDeclineReason,
  MEMBER_DECIDES_FROM,
  memberAcceptRefusal,
} from '@shared/domain/co-living/workflow';
import { advanceStep, declineStep, inStep, type StepAccess } from './workflow';

/** Who decides on their own page: the veteran, and the applications their session may act on (null: all of theirs). */
export interface DecidingMember {
  veteranId: string;
  applicationIds: readonly string[] | null;
  ip?: string;
}

export type MemberDecision = { decision: 'accept' } | { decision: 'decline'; reason: HouseholdDeclineReason };

export const NOT_DECIDABLE_MESSAGE = 'This proposal is no longer waiting for your answer.';

/**
 * The member accepts or declines the household proposed to them (on /my): only their own proposal, and one their
 * session was opened for; anyone else's reads as unknown. A yes starts their trial (the household's once every
 * member said yes: the landlord is told); a no ends the proposal, the application waits again. Each goes on the
 * timeline (accepted, declined by the veteran) and tells the veteran and their case manager.
 */
export function decideHouseholdProposal(
  db: Database,
  matchId: string,
  member: DecidingMember,
  decision: MemberDecision,
): Promise<void> {
  const access: StepAccess<void> = {
    mayAct: (owner) =>
      owner.veteranId === member.veteranId &&
      (member.applicationIds === null || member.applicationIds.includes(owner.applicationId)),
    recordedBy: { kind: 'veteran', id: member.veteranId },
    ip: member.ip,
    answer: async () => {},
  };
  if (decision.decision === 'accept') {
    return inStep(db, matchId, access, advanceStep('trial', memberAcceptRefusal));
  }
  const decline = declineStep({ declinedBy: 'veteran', reason: decision.reason });
  return inStep(db, matchId, access, async (context) => {
    if (!MEMBER_DECIDES_FROM.includes(context.member.match.status))
      throw new HttpError(409, NOT_DECIDABLE_MESSAGE);
    return decline(context);
  });
}
