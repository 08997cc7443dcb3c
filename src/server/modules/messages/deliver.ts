import { type Database, withTransaction } from '@server/db/client';
import type { ComposeContext, ComposedNotice, MessageFields } from '@server/manifest/message-kind';
import {
  ACKNOWLEDGEMENT_CAP_REASON,
  ACKNOWLEDGEMENT_KINDS,
  type MessageKind,
} from '@shared/domain/message-delivery';
import { messageRecords, type NoticeRegistry } from './registry';
import { claimQueued, markAttemptFailed, markSent, reserveAcknowledgement } from './repo';
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
  | { outcome: 'failed'; reason: string }
  | { outcome: 'retry'; reason: string }
  /** Not queued any more, or another server holds it. */
  | { outcome: 'skipped' };

export class DeliveryRetry extends Error {}

/**
 * Delivers one queued message. A refused attempt stays queued with its reason (the job queue retries it)
 * unless `finalAttempt`, which ends it `failed`. Throws DeliveryRetry after recording a retryable failure.
 */
export async function deliverMessage(
  db: Database,
  messageId: string,
  settings: DeliverySettings,
  finalAttempt: boolean,
): Promise<DeliveryOutcome> {
  const attempt = async (tx: Database): Promise<DeliveryOutcome> => {
    const now = new Date();
    const row = await claimQueued(tx, messageId, messageRecords(settings.notices, tx, now));
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
  const result = settings.lockWhileSending ? await withTransaction(db, attempt) : await attempt(db);
  if (result.outcome === 'retry') throw new DeliveryRetry(result.reason);
  return result;
}
