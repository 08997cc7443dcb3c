import { users } from '@server/db/schema';
import type { Draft } from '@server/modules/messages';
import { defineNotice, messageRecipient, oneRecord } from '@server/modules/messages';
import { FORGOT_PASSWORD_ROUTE, SIGN_IN_ROUTES } from '@shared/contracts/account-recovery';
import { SIGNUP_CONFIRMATION_TTL_HOURS } from '@shared/domain/account-tokens';
import { eq } from 'drizzle-orm';

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
        'The confirmation link expired before we could send it, so this email has none. Choose a password with the link below: that confirms your email too.',
      ],
      page: `${FORGOT_PASSWORD_ROUTE}?account=landlord`,
      action: 'Choose a password',
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
 * choose a new password (which also confirms an account still waiting for its email to be confirmed).
 * Nothing changed on the account, and the mail carries no link that changes it.
 */
export const signupAttemptNotice = defineNotice(
  (db) =>
    oneRecord(
      db
        .select({ role: users.role, email: users.email, confirmedAt: users.emailConfirmedAt })
        .from(users)
        .where(eq(users.id, messageRecipient)),
    ),
  (_row, user, { publicUrl }) => {
    if (!user?.email) return null;
    const account = user.role === 'admin' ? 'admin' : 'landlord';
    const forgot = `${publicUrl}${FORGOT_PASSWORD_ROUTE}?account=${account}`;
    const pending = account === 'landlord' && !user.confirmedAt;
    return {
      to: [user.email],
      draft: {
        subject: 'Someone tried to create an account with your email',
        paragraphs: pending
          ? [
              'Someone tried to create a landlord account at Veterans Housing with this email address. An account with this address is already waiting for its email to be confirmed, so nothing changed on it.',
              `If it was you and you still have our first email, use its link. Lost it, or not sure which password you chose? Choose a new password at ${forgot}: that confirms your email too.`,
              "If you never asked for an account, you can ignore this email: it can't be used until someone with access to this inbox confirms it.",
            ]
          : [
              `Someone tried to create a landlord account at Veterans Housing with this email address. It already belongs to your ${account} account, so no new account was made.`,
              `If it was you, sign in instead. Forgot your password? Choose a new one at ${forgot}.`,
              "If it wasn't you, you can ignore this email: nothing changed on your account.",
            ],
        page: pending ? `${FORGOT_PASSWORD_ROUTE}?account=landlord` : SIGN_IN_ROUTES[account],
        action: pending ? 'Choose a password' : 'Sign in',
      },
    };
  },
);
