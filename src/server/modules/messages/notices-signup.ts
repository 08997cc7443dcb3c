import { users } from '@server/db/schema';
import { FORGOT_PASSWORD_ROUTE, SIGN_IN_ROUTES } from '@shared/contracts/account-recovery';
import { SIGNUP_CONFIRMATION_TTL_HOURS } from '@shared/domain/account-tokens';
import { eq } from 'drizzle-orm';
import { defineNotice } from './notice';
import { messageRecipient, oneRecord } from './records';
import type { Draft } from './templates';

/**
 * The mail of a landlord's sign-up confirmation link (decision 0017): `page` is the link (minted when the
 * message is sent), or null when it expired or was used before it could be sent.
 */
export function signupConfirmationDraft(page: string | null): Draft {
  if (!page) {
    return {
      subject: 'Your Veterans Housing confirmation link expired',
      paragraphs: [
        'You started creating a landlord account at Veterans Housing with this email address.',
        'The confirmation link expired before we could send it, so this email has none. Sign up again to get a new one.',
      ],
      page: '/landlord/signup',
      action: 'Sign up again',
    };
  }
  return {
    subject: 'Confirm your email to finish your Veterans Housing account',
    paragraphs: [
      'Someone, we hope you, asked to create a landlord account at Veterans Housing with this email address.',
      `Confirm it with the link below to finish and sign in. The link works once, for ${SIGNUP_CONFIRMATION_TTL_HOURS} hours.`,
      "If you didn't ask for this, you can ignore this email: no account opens without this link.",
    ],
    page,
    action: 'Confirm your email',
  };
}

/**
 * Someone signed up with the email of an existing account: its owner hears about it, with how to sign in or
 * choose a new password. Nothing changed on the account, and the mail carries no link that changes it.
 */
export const signupAttemptNotice = defineNotice(
  (db) =>
    oneRecord(
      db.select({ role: users.role, email: users.email }).from(users).where(eq(users.id, messageRecipient)),
    ),
  (_row, user, { publicUrl }) => {
    if (!user?.email) return null;
    const account = user.role === 'admin' ? 'admin' : 'landlord';
    return {
      to: [user.email],
      draft: {
        subject: 'Someone tried to create an account with your email',
        paragraphs: [
          `Someone tried to create a landlord account at Veterans Housing with this email address. It already belongs to your ${account} account, so no new account was made.`,
          `If it was you, sign in instead. Forgot your password? Choose a new one at ${publicUrl}${FORGOT_PASSWORD_ROUTE}?account=${account}.`,
          "If it wasn't you, you can ignore this email: nothing changed on your account.",
        ],
        page: SIGN_IN_ROUTES[account],
        action: 'Sign in',
      },
    };
  },
);
