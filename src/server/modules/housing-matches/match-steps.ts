import type { Database } from '@server/db/client';
import { queueMessages } from '@server/modules/messages';

/**
 * A step of a match or request that its people are told of (issue 34, point 4: no silent step), whoever takes
 * it: approved (the landlord may now reach the veteran), declined by the housing team, withdrawn by the veteran,
 * an offer accepted or declined by the veteran (their own approved request accepted), placed (moved in), closed (the home is no longer taking requests).
 */
export const MATCH_STEPS = [
  'approved',
  'declined',
  'withdrawn',
  'offer_accepted',
  'offer_declined',
  'request_accepted',
  'placed',
  'closed',
] as const;
export type MatchStep = (typeof MATCH_STEPS)[number];

/** Whom a match concerns, each told on their own page. */
export const MATCH_AUDIENCES = ['veteran', 'landlord', 'case_worker'] as const;
export type MatchAudience = (typeof MATCH_AUDIENCES)[number];

/** Whom a proposal of the engine's concerns (payload `audience` of its notices), each told on their own page. */
export const PROPOSAL_AUDIENCES = ['veteran', 'case_worker'] as const;
export type ProposalAudience = (typeof PROPOSAL_AUDIENCES)[number];

/** Whom a proposal concerns who can be reached: the veteran (an email), their case worker (an email on record). */
export const proposalAudiences = (reach: { email: boolean; caseWorker: boolean }): ProposalAudience[] =>
  PROPOSAL_AUDIENCES.filter((audience) => (audience === 'veteran' ? reach.email : reach.caseWorker));

/** Who took the step: they saw it on their screen, everyone else is told. */
export type StepActor = 'admin' | MatchAudience;

/** The audiences told of a step: all of them but the one who took it. */
export const audiencesToTell = (actor: StepActor): MatchAudience[] =>
  MATCH_AUDIENCES.filter((audience) => audience !== actor);

/**
 * Queues, in the caller's transaction, one `housing_match.step` message per audience other than the actor
 * (the composer finds each one's address and own page, and skips a reader who has none).
 */
export async function tellMatchStep(
  tx: Database,
  match: { id: string; veteranId: string },
  step: MatchStep,
  actor: StepActor,
  now = new Date(),
): Promise<void> {
  await queueMessages(
    tx,
    audiencesToTell(actor).map((audience) => ({
      kind: 'housing_match.step' as const,
      recipientId: match.veteranId,
      payload: { matchId: match.id, step, audience },
    })),
    now,
  );
}
