import type { Database } from '@server/db/client';
import { veteranLinks } from '@server/db/schema';
import { defineNotice, oneRecord, payloadId } from '@server/modules/messages';
import { MY_LINK_PLACEHOLDER, mintVeteranLinkToken } from '@server/modules/veterans';
import { MY_CONFIRM_EMAIL_PARAM, MY_PAGE_ROUTE } from '@shared/contracts/my';
import { VETERAN_LINK_DAYS } from '@shared/domain/veteran-access';
import { and, eq } from 'drizzle-orm';

/**
 * A veteran's new email (payload `linkId`, a 'confirm_email' link): the link goes to the new address only, its
 * token minted as the message is delivered (a preview shows a placeholder). Opening it makes the address theirs.
 */
export const myConfirmEmail = defineNotice(
  (db: Database) =>
    oneRecord(
      db
        .select({ id: veteranLinks.id, sentTo: veteranLinks.sentTo })
        .from(veteranLinks)
        .where(and(eq(veteranLinks.id, payloadId('linkId')), eq(veteranLinks.purpose, 'confirm_email'))),
    ),
  async (_row, link, { db, publicUrl, mode }) => {
    if (!link) return null;
    const token = mode === 'preview' ? MY_LINK_PLACEHOLDER : await mintVeteranLinkToken(db, link.id);
    // used, revoked or expired before it could be sent: nothing to confirm with
    if (!token) return null;
    return {
      to: [link.sentTo],
      draft: {
        subject: 'Confirm your new email',
        paragraphs: [
          'You asked us to use this email to reach you about your housing.',
          `Open the link below to confirm it. It works once, for ${VETERAN_LINK_DAYS} days. Until then we keep using how you could be reached before.`,
          'If you did not ask for this, you can ignore this email.',
        ],
        page: `${publicUrl}${MY_PAGE_ROUTE}?${MY_CONFIRM_EMAIL_PARAM}=${token}`,
        action: 'Confirm my email',
      },
    };
  },
);
