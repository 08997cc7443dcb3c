import type { ComposeContext, ComposedNotice, RecordOf } from '@server/modules/messages';
import { FORGOT_PASSWORD_ROUTE } from '@shared/contracts/account-recovery';
import { INVITATION_TTL_DAYS } from '@shared/domain/account-tokens';
import { linkPage } from './link-notices';
import type { accountLinkRecord } from './message-records';

/** Someone given a landlord account (inviteLandlordAccount), and the words of the mail that tells them. */
export interface InvitedLandlordMail {
  email: string;
  /** The payload's link: none when they already signed in as a landlord. */
  linkId: unknown;
  link: RecordOf<ReturnType<typeof accountLinkRecord>> | null;
  subject: string;
  /** The paragraphs every version opens with. */
  opening: string[];
  /** The account was theirs already: what changed, and the sign-in page. */
  signedIn: { words: string; page: string; action: string };
  /** The link expired before the mail went out. */
  expired: string;
  /** A live link to set the password. */
  live: string;
}

/**
 * The mail to someone given a landlord account: the new account's one-time link to set the password (minted at
 * delivery), or the sign-in page when it was theirs already; a link that expired first asks for a new one.
 */
export async function invitedLandlordNotice(
  mail: InvitedLandlordMail,
  context: ComposeContext,
): Promise<ComposedNotice> {
  const notice = (subject: string, words: string[], page: string, action: string): ComposedNotice => ({
    to: [mail.email],
    draft: { subject, paragraphs: [...mail.opening, ...words], page, action },
  });
  if (!mail.linkId)
    return notice(mail.subject, [mail.signedIn.words], mail.signedIn.page, mail.signedIn.action);
  const page = mail.link ? await linkPage(mail.link, context) : null;
  if (!page) {
    return notice(
      mail.subject,
      [mail.expired],
      `${FORGOT_PASSWORD_ROUTE}?account=landlord`,
      'Ask for a new link',
    );
  }
  return notice(
    `${mail.subject}: set up your account`,
    [
      mail.live,
      `The link works once, for ${INVITATION_TTL_DAYS} days.`,
      "If you weren't expecting this email, you can ignore it.",
    ],
    page,
    'Set your password',
  );
}
