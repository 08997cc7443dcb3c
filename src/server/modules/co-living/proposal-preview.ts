import type { Database } from '@server/db/client';
import { type ComposeSettings, previewMessages } from '@server/modules/messages';
import { HttpError, notFound } from '@server/plugins/error-handler';
import type { MessagePreview } from '@shared/contracts/message-preview';
import { advanceRefusal } from '@shared/domain/co-living/workflow';
import { mayActOn, type Viewer, workflowState } from './household-view';
import { selectHousehold, selectMatchOwner, selectMembers } from './households-repo';
import { readerNotices } from './readers';
import { MATCH_NOT_FOUND_MESSAGE } from './workflow';

/**
 * GET /api/co-living/matches/:id/proposal-preview: the messages "Send proposal" would send for this member (to
 * the veteran, and to the case manager when there is one), worded by the proposal's own notice. Refused as the
 * step itself would be: a proposal the caller may not act on is unknown, one already sent is a conflict.
 */
export async function previewProposal(
  db: Database,
  matchId: string,
  viewer: Viewer,
  settings: ComposeSettings,
): Promise<MessagePreview[]> {
  const owner = await selectMatchOwner(db, matchId);
  if (!owner || !mayActOn(viewer, owner)) throw notFound(MATCH_NOT_FOUND_MESSAGE);
  const row = await selectHousehold(db, owner.householdId);
  const members = await selectMembers(db, [owner.householdId]);
  const member = members.find((m) => m.match.id === matchId);
  if (!row || !member) throw notFound(MATCH_NOT_FOUND_MESSAGE);
  const refusal = advanceRefusal(member.match.status, 'notified', workflowState(row.household, members));
  if (refusal) throw new HttpError(409, refusal);
  return previewMessages(db, readerNotices('co_living.proposal', member.application, { matchId }), settings);
}
