import { type Database, withTransaction } from '@server/db/client';
import { auditEvents } from '@server/db/schema';
import { queueMessage } from '@server/modules/messages';
import { recordAudit } from '@server/plugins/audit';
import { createAccountLink, hashChosenPassword } from '@server/plugins/auth';
import type { LandlordSignupInput } from '@shared/contracts/auth';
import { and, eq, gt, sql } from 'drizzle-orm';
import { createLandlordAccount } from './provision';
import { findUsersByEmail } from './repo';

/** The owner of a taken email hears about sign-up attempts at most once in this many minutes. */
export const SIGNUP_ATTEMPT_NOTICE_MINUTES = 60;

type SignupInput = Required<Pick<LandlordSignupInput, 'name' | 'email' | 'password'>> & { phone?: string };
type Chosen = { name: string; email: string; phone: string | null; passwordHash: string };

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if (typeof e === 'object' && 'code' in e && (e as { code: unknown }).code === '23505') return true;
    e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : undefined;
  }
  return false;
}

/** A confirmation link for the account, queued with its message. */
async function sendConfirmation(tx: Database, userId: string, email: string): Promise<void> {
  const link = await createAccountLink(tx, { purpose: 'signup_confirmation', email, subject: { userId } });
  await queueMessage(tx, {
    kind: 'account.signup_confirmation',
    recipientId: userId,
    payload: { linkId: link.id },
  });
}

/** A new email: an account that can't sign in until its link is used. False when the email was taken meanwhile. */
async function createUnconfirmed(db: Database, chosen: Chosen, ip: string): Promise<boolean> {
  try {
    return await withTransaction(db, async (tx) => {
      if ((await findUsersByEmail(tx, chosen.email)).length > 0) return false;
      const { userId } = await createLandlordAccount(tx, { ...chosen, unconfirmed: true });
      await sendConfirmation(tx, userId, chosen.email);
      await recordAudit(tx, { action: 'landlord.signup', actorType: 'landlord', actorId: userId, ip });
      return true;
    });
  } catch (error) {
    // two sign-ups with one email at once: the unique index decides, the other is a taken email
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

async function noticedLately(tx: Database, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.action, 'landlord.signup_existing'),
        eq(auditEvents.targetId, userId),
        eq(auditEvents.outcome, 'success'),
        gt(auditEvents.createdAt, sql`now() - make_interval(mins => ${SIGNUP_ATTEMPT_NOTICE_MINUTES})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A taken email: nothing about the account changes, whoever holds it (a confirmed or a pending landlord, an
 * admin with this address). A pending account keeps the password it was created with and its link: a second
 * sign-up replacing them let whoever signed up last sign in to the account the owner's link confirms (issue
 * 31). The owner is told that someone tried, at most once an hour; the notice says how to sign in, or to
 * choose a new password by a reset link, which also confirms a pending account's email.
 */
async function answerTakenEmail(db: Database, ip: string, email: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    for (const user of await findUsersByEmail(tx, email)) {
      const target = { targetType: 'user', targetId: user.id, ip, actorType: 'anonymous' } as const;
      if (!user.email || user.deactivatedAt || (await noticedLately(tx, user.id))) {
        await recordAudit(tx, { ...target, action: 'landlord.signup_existing', outcome: 'refused' });
        continue;
      }
      await queueMessage(tx, {
        kind: 'account.signup_attempt',
        recipientId: user.id,
        payload: {},
      });
      await recordAudit(tx, {
        ...target,
        action: 'landlord.signup_existing',
        details: { pending: !user.emailConfirmedAt },
      });
    }
  });
}

/**
 * Landlord sign-up (decision 0017): the caller answers the same for a new and a taken email, and both do the
 * same costly work (the password is checked and hashed either way). A weak password is refused (400) before
 * anything else, whether or not the email is taken.
 */
export async function signUpLandlord(
  db: Database,
  input: SignupInput,
  { ip }: { ip: string },
): Promise<void> {
  const passwordHash = await hashChosenPassword(input.password, [input.name, input.email]);
  const chosen: Chosen = { name: input.name, email: input.email, phone: input.phone || null, passwordHash };
  if (await createUnconfirmed(db, chosen, ip)) return;
  await answerTakenEmail(db, ip, chosen.email);
}
