import { type Database, withTransaction } from '@server/db/client';
import { isDatabaseUnavailable } from '@server/db/unavailable';
import { serializeError } from '@server/logging';
import type { ComposeContext, ComposedNotice, MessageFields } from '@server/manifest/message-kind';
import {
  ACKNOWLEDGEMENT_CAP_REASON,
  ACKNOWLEDGEMENT_KINDS,
  type MessageKind,
} from '@shared/domain/message-delivery';
import { messageRecords, type NoticeRegistry } from './registry';
import {
  claimQueued,
  markAttemptFailed,
  markRecordsUnreadable,
  markSent,
  reserveAcknowledgement,
} from './repo';
import { type RenderedMessage, renderMessage } from './templates';
import { failureReason, type MailTransport } from './transport';

export interface DeliverySettings {
  transport: MailTransport;
  /** MAIL_FROM */
  from: string;
  /** PUBLIC_URL: links in messages point at its signed-in pages. */
  publicUrl: string;
  /**
   * The housing team's shared address (MAIL_FROM's): notices for the team go here, and escalations go
   * here as well as to every admin with an email.
   */
  adminAddress: string;
  /**
   * Hold the row lock while the transport sends (PostgreSQL: several servers). PGlite is one process
   * with one connection; a transaction held through an SMTP exchange would stall every request.
   */
  lockWhileSending: boolean;
  /** The notices of every module (composed from their manifests). */
  notices: NoticeRegistry;
}

export interface Envelope extends RenderedMessage {
  to: string[];
}

/** What composing a message needs to know: the deployment's links and addresses, and every notice. */
export type ComposeSettings = Pick<DeliverySettings, 'publicUrl' | 'adminAddress' | 'notices'>;

export const NO_RECIPIENT = 'no recipient address';

interface ComposedMessage extends Envelope {
  onSent?: ComposedNotice['onSent'];
}

/**
 * Recipients and words for a message, from its records as they were read with it at `now` (messageRecords);
 * null when nobody can be addressed.
 */
export async function composeMessage(
  db: Database,
  row: MessageFields & { records: unknown },
  settings: ComposeSettings,
  mode: ComposeContext['mode'],
  now: Date,
): Promise<ComposedMessage | null> {
  const notice = settings.notices.get(row.kind as MessageKind);
  if (!notice) return null;
  const composed = await notice.compose(row, row.records, {
    db,
    publicUrl: settings.publicUrl,
    adminAddress: settings.adminAddress,
    mode,
    now,
  });
  if (!composed || composed.to.length === 0) return null;
  return { to: composed.to, ...renderMessage(composed.draft, settings.publicUrl), onSent: composed.onSent };
}

export type DeliveryOutcome =
  | { outcome: 'sent' }
  /** `queryError`: the notice's records could not be read (a bug of ours); the runner logs it. */
  | { outcome: 'failed'; reason: string; queryError?: unknown }
  | { outcome: 'retry'; reason: string }
  /** Not queued any more, or another server holds it. */
  | { outcome: 'skipped' };

export class DeliveryRetry extends Error {}

/** The statement that reads a message with its notice's records failed, for a reason other than an outage. */
class RecordsUnreadable extends Error {
  constructor(readonly queryError: unknown) {
    super('records unreadable');
  }
}

/** What the message's row says when its records could not be read: the condition, never a value. */
export function recordsUnreadableReason(error: unknown): string {
  let safe = serializeError(error);
  // drizzle's "Failed query" wraps the database's error, whose condition says what went wrong
  while (!safe.code && safe.cause) safe = safe.cause;
  const condition =
    safe.code && !safe.message.includes(safe.code) ? `${safe.message}, ${safe.code}` : safe.message;
  return `its records could not be read (${condition})`;
}

/**
 * Delivers one queued message. A refused attempt stays queued with its reason (the job queue retries it)
 * unless `finalAttempt`, which ends it `failed`. Throws DeliveryRetry after recording a retryable failure.
 * A message whose records cannot be read ends `failed` at once with the condition (never left queued in silence);
 * an unavailable database leaves it queued for the retry.
 */
export async function deliverMessage(
  db: Database,
  messageId: string,
  settings: DeliverySettings,
  finalAttempt: boolean,
): Promise<DeliveryOutcome> {
  const attempt = async (tx: Database): Promise<DeliveryOutcome> => {
    const now = new Date();
    const row = await claimQueued(tx, messageId, messageRecords(settings.notices, tx, now)).catch(
      (error: unknown) => {
        throw isDatabaseUnavailable(error) ? error : new RecordsUnreadable(error);
      },
    );
    if (!row) return { outcome: 'skipped' };
    const composed = await composeMessage(tx, row, settings, 'deliver', now);
    if (!composed) {
      await markAttemptFailed(tx, row, { reason: NO_RECIPIENT, final: true });
      return { outcome: 'failed', reason: NO_RECIPIENT };
    }
    const { onSent, ...envelope } = composed;
    const recipientEmail = envelope.to.join(', ');
    if (
      ACKNOWLEDGEMENT_KINDS.includes(row.kind as MessageKind) &&
      !(await reserveAcknowledgement(tx, row, recipientEmail, settings.lockWhileSending))
    ) {
      const capped = {
        reason: ACKNOWLEDGEMENT_CAP_REASON,
        final: true,
        recipientEmail,
        subject: envelope.subject,
      };
      await markAttemptFailed(tx, row, capped);
      return { outcome: 'failed', reason: ACKNOWLEDGEMENT_CAP_REASON };
    }
    try {
      await settings.transport.send({ from: settings.from, ...envelope });
    } catch (error) {
      const reason = failureReason(error);
      const failure = { reason, final: finalAttempt, recipientEmail, subject: envelope.subject };
      await markAttemptFailed(tx, row, failure);
      return finalAttempt ? { outcome: 'failed', reason } : { outcome: 'retry', reason };
    }
    const at = new Date();
    await markSent(tx, row, { recipientEmail, subject: envelope.subject, at });
    await onSent?.(tx, at);
    return { outcome: 'sent' };
  };
  let result: DeliveryOutcome;
  try {
    result = settings.lockWhileSending ? await withTransaction(db, attempt) : await attempt(db);
  } catch (error) {
    if (!(error instanceof RecordsUnreadable)) throw error;
    // a failed statement spoils its transaction: the row is marked in one of its own. Retrying would fail the
    // same way until the notice is fixed; an admin retries it from the messages page then.
    const reason = recordsUnreadableReason(error.queryError);
    await markRecordsUnreadable(db, messageId, reason);
    return { outcome: 'failed', reason, queryError: error.queryError };
  }
  if (result.outcome === 'retry') throw new DeliveryRetry(result.reason);
  return result;
}
