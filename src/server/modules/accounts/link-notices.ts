import type { Database } from '@server/db/client';
import {
  type ComposeContext,
  type Draft,
  defineNotice,
  payloadId,
  type RecordOf,
} from '@server/modules/messages';
import { createAccountLink, mintAccountLinkToken } from '@server/plugins/auth';
import {
  FORGOT_PASSWORD_ROUTE,
  RESET_PASSWORD_ROUTE,
  SIGN_IN_LINK_ROUTE,
  SIGN_IN_ROUTES,
} from '@shared/contracts/account-recovery';
import { LANDLORD_CONFIRM_ROUTE } from '@shared/contracts/auth';
import { normalizeEmail } from '@shared/contracts/common';
import {
  INVITATION_TTL_DAYS,
  PASSWORD_RESET_TTL_MINUTES,
  SIGN_IN_LINK_TTL_MINUTES,
} from '@shared/domain/account-tokens';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { accountLinkRecord } from './message-records';
import { signupConfirmationDraft } from './signup-notices';

/** What an admin reading a message sees where the one-time token goes: it exists only in the sent mail. */
export const LINK_PLACEHOLDER = '[one-time token, made when the message is sent]';

/**
 * The page a one-time link opens. Delivering mints the token (its hash replaces any earlier one);
 * a preview never mints. Null when the link was used or expired before it could be sent.
 */
export async function linkPage(
  link: { id: string; purpose: string; usedAt: Date | string | null; expiresAt: Date | string },
  { db, publicUrl, mode }: ComposeContext,
): Promise<string | null> {
  const live = link.usedAt === null && new Date(link.expiresAt).getTime() > Date.now();
  if (!live) return null;
  const token = mode === 'deliver' ? await mintAccountLinkToken(db, link.id) : LINK_PLACEHOLDER;
  const route =
    link.purpose === 'signup_confirmation'
      ? LANDLORD_CONFIRM_ROUTE
      : link.purpose === 'sign_in'
        ? SIGN_IN_LINK_ROUTE
        : RESET_PASSWORD_ROUTE;
  return token ? `${publicUrl}${route}?token=${token}` : null;
}

/**
 * An invitation minted while a message is delivered (a referral to an organisation without a sign-in);
 * a preview shows the placeholder and creates nothing.
 */
export async function claimLinkPage(
  organizationId: string,
  email: string,
  context: ComposeContext,
): Promise<string | null> {
  if (context.mode === 'preview')
    return `${context.publicUrl}${RESET_PASSWORD_ROUTE}?token=${LINK_PLACEHOLDER}`;
  const subject = { organizationId };
  const link = await createAccountLink(context.db, {
    purpose: 'invitation',
    email: normalizeEmail(email),
    subject,
  });
  return linkPage(link, context);
}

type LinkRecord = RecordOf<ReturnType<typeof accountLinkRecord>>;

/** The link the message carries, with whom it is for. */
const messageLink = (db: Database) => accountLinkRecord(db, payloadId('linkId'));

/** Whose account a link is for, in the words of the mail, and which sign-in page it belongs to. */
function accountOf(link: LinkRecord) {
  if (link.organization) {
    const { name } = link.organization;
    return { words: `the partner sign-in of ${name}`, account: 'partner', name };
  }
  const { user } = link;
  if (!user) return null;
  const account = user.role === 'admin' ? 'admin' : 'landlord';
  return { words: `your ${account} account`, account, name: user.displayName };
}

type LinkHolder = NonNullable<ReturnType<typeof accountOf>>;

/**
 * A mail carrying a one-time link (of `purpose` when given) to its holder, in the words of `live`. A link that
 * expired or was used before its message went out (a retry much later) is not sent: the mail is worded by
 * `expired` and has none.
 */
const linkNotice = (
  words: { live: (holder: LinkHolder, page: string) => Draft; expired: (holder: LinkHolder) => Draft },
  purpose?: string,
) =>
  defineNotice(messageLink, async (_row, link, context) => {
    const holder = link ? accountOf(link) : null;
    if (!link || !holder || (purpose && link.purpose !== purpose)) return null;
    const page = await linkPage(link, context);
    return { to: [link.email], draft: page ? words.live(holder, page) : words.expired(holder) };
  });

/** A password-reset link; an expired one links to the page that asks for a new one. */
export const passwordResetNotice = linkNotice({
  expired: (holder) => ({
    subject: 'Your password reset link expired',
    paragraphs: [
      `You asked to reset the password of ${holder.words} at Veterans Housing.`,
      'The link expired or was replaced before we could send it, so this email has none. Your password has not changed.',
      'If you still want a new password, ask for a new link.',
    ],
    page: `${FORGOT_PASSWORD_ROUTE}?account=${holder.account}`,
    action: 'Ask for a new link',
  }),
  live: (holder, page) => ({
    subject: 'Choose a new password for Veterans Housing',
    paragraphs: [
      `Someone asked to reset the password of ${holder.words} at Veterans Housing.`,
      `Choose a new password with the link below. It works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. ` +
        'Setting a new password signs out every device that is signed in to the account.',
      "If you didn't ask for this, you can ignore this email. Your password stays the same.",
    ],
    page,
    action: 'Choose a new password',
  }),
});

/**
 * A one-time sign-in link (issue 31): the owner signs in without the password while someone else's guesses hold
 * the sign-in back. One that expired before it went out says so, with the sign-in page.
 */
export const signInLinkNotice = linkNotice(
  {
    expired: (holder) => ({
      subject: 'Your Veterans Housing sign-in link expired',
      paragraphs: [
        `You asked for a link to sign in to ${holder.words} at Veterans Housing.`,
        'The link expired or was replaced before we could send it, so this email has none. Ask for a new one on the sign-in page.',
      ],
      page: SIGN_IN_ROUTES[holder.account as keyof typeof SIGN_IN_ROUTES],
      action: 'Go to sign in',
    }),
    live: (holder, page) => ({
      subject: 'Your link to sign in to Veterans Housing',
      paragraphs: [
        `Someone asked for a link to sign in to ${holder.words} at Veterans Housing without the password.`,
        `Sign in with the link below. It works once, for ${SIGN_IN_LINK_TTL_MINUTES} minutes.`,
        "If you didn't ask for this, you can ignore this email: nobody signs in without it. If someone keeps trying your password, choose a new one from the sign-in page.",
      ],
      page,
      action: 'Sign in',
    }),
  },
  'sign_in',
);

/** A landlord's sign-up confirmation link (decision 0017). */
export const signupConfirmationNotice = defineNotice(messageLink, async (_row, link, context) => {
  if (link?.purpose !== 'signup_confirmation') return null;
  return { to: [link.email], draft: signupConfirmationDraft(await linkPage(link, context)) };
});

/** An invitation for an organisation to set its partner password (an admin or create-partner sent it). */
export const invitationNotice = linkNotice({
  expired: (holder) => ({
    subject: 'Your invitation to Veterans Housing expired',
    paragraphs: [
      `We invited ${holder.name} to set up its partner sign-in at Veterans Housing.`,
      'The invitation expired before we could send it, so this email has no link. Contact us and we will send a new one.',
    ],
    page: PAGE_PATHS.contact,
    action: 'Contact us',
  }),
  live: (holder, page) => ({
    subject: 'Set up your partner sign-in at Veterans Housing',
    paragraphs: [
      `${holder.name} is part of the Veterans Housing network. Set a password to sign in to your partner dashboard, where you see and answer the veterans referred to you.`,
      `The link works once, for ${INVITATION_TTL_DAYS} days.`,
      "If you weren't expecting this email, you can ignore it.",
    ],
    page,
    action: 'Set your password',
  }),
});
