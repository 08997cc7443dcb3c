import { claimLinkPage, organizationAddressRecord, signInOf } from '@server/modules/accounts';
import { type ComposedNotice, defineNotice, messageRecipient } from '@server/modules/messages';
import { recordAudit } from '@server/plugins/audit';
import { INVITATION_TTL_DAYS } from '@shared/domain/account-tokens';

const SUBJECT = 'A new referral is waiting for you';
const REFERRED = 'A veteran was referred to your organization through the Veterans Housing network.';

/**
 * A referral to an organisation: that a referral waits, never who it is about. An organisation that never
 * had a sign-in gets a link to claim one (an invitation minted at delivery); one whose sign-in was switched
 * off is not offered a way back in by a referral.
 */
export const referralReceived = defineNotice(
  (db) => organizationAddressRecord(db, messageRecipient),
  async (row, organization, context) => {
    if (!organization?.email || !row.recipientId) return null;
    const to = [organization.email];
    const signIn = signInOf(organization.active);
    if (signIn === 'active') {
      return {
        to,
        draft: {
          subject: SUBJECT,
          paragraphs: [
            REFERRED,
            'Please sign in to your partner dashboard to see the referral and answer it.',
          ],
          page: '/partner/dashboard',
          action: 'Your partner dashboard',
        },
      };
    }
    const claim =
      signIn === 'none' ? await claimLinkPage(row.recipientId, organization.email, context) : null;
    if (!claim) {
      return {
        to,
        draft: {
          subject: SUBJECT,
          paragraphs: [
            REFERRED,
            'Your organization has no sign-in yet. Someone from our network team will contact you to help you set up access to your partner dashboard, where the referral waits.',
          ],
          page: '/partner/dashboard',
          action: 'Your partner dashboard',
        },
      };
    }
    const organizationId = row.recipientId;
    const notice: ComposedNotice = {
      to,
      draft: {
        subject: SUBJECT,
        paragraphs: [
          REFERRED,
          `${organization.name} has no sign-in yet. Claim your organization's account with the link below: set a password, then see the referral and answer it on your partner dashboard.`,
          `The link works once, for ${INVITATION_TTL_DAYS} days.`,
        ],
        page: claim,
        action: "Claim your organization's account",
      },
      onSent: (tx) =>
        recordAudit(tx, {
          action: 'organization.invitation_sent',
          actorType: 'system',
          targetType: 'organization',
          targetId: organizationId,
          details: { via: 'referral.received' },
        }),
    };
    return notice;
  },
);
