import { type Database, withTransaction } from '@server/db/client';
import { openInboxItem } from '@server/modules/inbox';
import { recordAudit } from '@server/plugins/audit';
import { HttpError, notFound } from '@server/plugins/error-handler';
import {
  HOUSING_REQUEST_ALREADY_SENT,
  HOUSING_REQUEST_BATCH_NOT_FOUND,
  HOUSING_REQUEST_NOTHING_TO_SEND,
  type HousingRequestResult,
  housingRequestSentMessage,
} from '@shared/contracts/bulk-intake';
import { zip5 } from '@shared/domain/veteran-record';
import { type BatchVeteran, hasOpenHousingRequest, lockBatchVeterans, organizationName } from './batch-repo';

/** The inbox line an admin reads: who asks, for how many, where. No names or contacts. */
export function housingRequestSummary(organization: string, waiting: readonly BatchVeteran[]): string {
  const zips = [...new Set(waiting.map((veteran) => zip5(veteran.zipCode)))].sort();
  return `${organization} asks for homes for ${waiting.length} waitlisted veteran(s) in ${zips.join(', ')}`;
}

/**
 * 'Route to Landlords': the partner asks the housing team to find homes for the batch's veterans who
 * have none (no open or placed match). One unfinished request per batch: asking again while the inbox
 * item is open answers 409; once an admin closes it, the partner may ask again.
 */
export async function requestHomesForBatch(
  db: Database,
  organizationId: string,
  batchId: string,
): Promise<HousingRequestResult> {
  return withTransaction(db, async (tx) => {
    const batch = await lockBatchVeterans(tx, batchId, organizationId);
    if (batch.length === 0) throw notFound(HOUSING_REQUEST_BATCH_NOT_FOUND);
    if (await hasOpenHousingRequest(tx, batchId)) throw new HttpError(409, HOUSING_REQUEST_ALREADY_SENT);
    const waiting = batch.filter((veteran) => !veteran.hasHome);
    if (waiting.length === 0) throw new HttpError(409, HOUSING_REQUEST_NOTHING_TO_SEND);

    const organization = (await organizationName(tx, organizationId)) ?? 'A partner organization';
    const itemId = await openInboxItem(tx, {
      type: 'housing_request',
      subjectId: batchId,
      summary: housingRequestSummary(organization, waiting),
    });
    await recordAudit(tx, {
      action: 'housing_request.sent',
      actorType: 'partner',
      actorId: organizationId,
      targetType: 'intake_batch',
      targetId: batchId,
      details: { inboxItemId: itemId, veteranIds: waiting.map((veteran) => veteran.id) },
    });
    return { message: housingRequestSentMessage(waiting.length), veteranCount: waiting.length };
  });
}
