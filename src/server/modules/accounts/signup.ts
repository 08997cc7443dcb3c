import { type Database, withTransaction } from '@server/db/client';
import { auditEvents, landlords, users } from '@server/db/schema';
import { queueMessage } from '@server/modules/messages';
import { recordAudit } from '@server/plugins/audit';
import {
  countRecentAccountLinks,
  createAccountLink,
  hashChosenPassword,
  voidAccountLinks,
} from '@server/plugins/auth';
import type { LandlordSignupInput } from '@shared/contracts/auth';
import { and, eq, gt, sql } from 'drizzle-orm';
import { createLandlordAccount } from './provision';
import { findUsersByEmail } from './repo';

/** At most this many confirmation links go to one address a day: a wall against filling an inbox. */
export const SIGNUP_LINKS_PER_DAY = 5;
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
 * A taken email. A landlord who never confirmed signs up again: the new details and password replace the
 * old ones, earlier links stop working and a new one goes out (the last sign-up is the one a link opens, so
 * someone who signed up first with another person's address can't keep a password in it). Any other account (a
 * confirmed landlord, an admin with this address) is told that someone tried, with how to sign in or
 * reset the password; nothing about it changes.
 */
async function answerTakenEmail(db: Database, chosen: Chosen, ip: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    for (const user of await findUsersByEmail(tx, chosen.email)) {
      const target = { targetType: 'user', targetId: user.id, ip, actorType: 'anonymous' } as const;
      const signingUpAgain = user.role === 'landlord' && !user.emailConfirmedAt && !user.deactivatedAt;
      if (signingUpAgain) {
        const subject = { userId: user.id };
        if ((await countRecentAccountLinks(tx, subject, 'signup_confirmation', 24)) >= SIGNUP_LINKS_PER_DAY) {
          await recordAudit(tx, { ...target, action: 'landlord.signup', outcome: 'refused' });
          continue;
        }
        await tx
          .update(users)
          .set({ passwordHash: chosen.passwordHash, displayName: chosen.name })
          .where(eq(users.id, user.id));
        await tx
          .update(landlords)
          .set({ name: chosen.name, ...(chosen.phone ? { phone: chosen.phone } : {}) })
          .where(eq(landlords.userId, user.id));
        // only the newest mail's link works: it opens the account with the password chosen with it
        await voidAccountLinks(tx, subject, 'signup_confirmation');
        await sendConfirmation(tx, user.id, chosen.email);
        await recordAudit(tx, { ...target, action: 'landlord.signup', details: { again: true } });
        continue;
      }
      if (!user.email || (await noticedLately(tx, user.id))) {
        await recordAudit(tx, { ...target, action: 'landlord.signup_existing', outcome: 'refused' });
        continue;
      }
      await queueMessage(tx, {
        kind: 'account.signup_attempt',
        recipientId: user.id,
        payload: {},
      });
      await recordAudit(tx, { ...target, action: 'landlord.signup_existing' });
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
  await answerTakenEmail(db, chosen, ip);
}
