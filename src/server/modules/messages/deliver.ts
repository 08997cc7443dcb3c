import { type Database, withTransaction } from '@server/db/client';
import {
  claimQueued,
  findContactAddress,
  findHomeWithLandlord,
  findOrganizationAddress,
  findVeteranAddresses,
  markAttemptFailed,
  markSent,
  markVeteranNotified,
  type OutboxRow,
} from './repo';
import { type NoticeFacts, type RenderedMessage, renderNotice } from './templates';
import { failureReason, type MailTransport } from './transport';

export interface DeliverySettings {
  transport: MailTransport;
  /** MAIL_FROM */
  from: string;
  /** PUBLIC_URL: links in messages point at its signed-in pages. */
  publicUrl: string;
  /**
   * Where notices for the housing team go. Admin accounts have a username, not an email, so this is
   * the MAIL_FROM address.
   */
  adminAddress: string;
  /**
   * Hold the row lock while the transport sends (PostgreSQL: several servers). PGlite is one process
   * with one connection; a transaction held through an SMTP exchange would stall every request.
   */
  lockWhileSending: boolean;
}

export interface Envelope extends RenderedMessage {
  to: string[];
}

export const NO_RECIPIENT = 'no recipient address';

type Payload = { matchId?: string; propertyId?: string; followUp?: string };

/** Recipients and words for a message, from the records as they are now; null when nobody can be addressed. */
export async function composeMessage(
  db: Database,
  row: Pick<OutboxRow, 'kind' | 'recipientId' | 'payload'>,
  settings: Pick<DeliverySettings, 'publicUrl' | 'adminAddress'>,
): Promise<Envelope | null> {
  const payload = (row.payload ?? {}) as Payload;
  let facts: NoticeFacts;
  let to: string[];
  if (row.kind === 'match_request.created') {
    const home = payload.propertyId ? await findHomeWithLandlord(db, payload.propertyId) : null;
    if (!home) return null;
    const toLandlord = Boolean(home.landlordEmail && home.landlordUserId);
    const homeAddress = [home.address, home.city, home.state].filter(Boolean).join(', ');
    facts = { kind: row.kind, homeAddress, toAdmins: !toLandlord };
    to = [toLandlord && home.landlordEmail ? home.landlordEmail : settings.adminAddress];
  } else if (row.kind === 'housing_match.veteran_notice' || row.kind === 'waitlist_status') {
    const veteran = row.recipientId ? await findVeteranAddresses(db, row.recipientId) : null;
    const addresses =
      row.kind === 'waitlist_status'
        ? [veteran?.caseManagerEmail]
        : [veteran?.caseManagerEmail, veteran?.email];
    to = [...new Set(addresses.filter((a): a is string => Boolean(a)))];
    facts =
      row.kind === 'waitlist_status'
        ? { kind: row.kind, followUp: payload.followUp ?? null }
        : { kind: row.kind };
  } else if (row.kind === 'referral.received') {
    const organization = row.recipientId ? await findOrganizationAddress(db, row.recipientId) : null;
    to = organization?.email ? [organization.email] : [];
    facts = { kind: row.kind, hasSignIn: organization?.hasSignIn ?? false };
  } else if (row.kind === 'contact.received') {
    const email = row.recipientId ? await findContactAddress(db, row.recipientId) : null;
    to = email ? [email] : [];
    facts = { kind: row.kind };
  } else {
    return null;
  }
  if (to.length === 0) return null;
  return { to, ...renderNotice(facts, settings.publicUrl) };
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
    const row = await claimQueued(tx, messageId);
    if (!row) return { outcome: 'skipped' };
    const envelope = await composeMessage(tx, row, settings);
    if (!envelope) {
      await markAttemptFailed(tx, row, { reason: NO_RECIPIENT, final: true });
      return { outcome: 'failed', reason: NO_RECIPIENT };
    }
    const recipientEmail = envelope.to.join(', ');
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
    const matchId = (row.payload as Payload).matchId;
    if (row.kind === 'housing_match.veteran_notice' && matchId) await markVeteranNotified(tx, matchId, at);
    return { outcome: 'sent' };
  };
  const result = settings.lockWhileSending ? await withTransaction(db, attempt) : await attempt(db);
  if (result.outcome === 'retry') throw new DeliveryRetry(result.reason);
  return result;
}
