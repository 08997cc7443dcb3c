import { claimLinkPage, organizationAddressRecord, signInOf } from '@server/modules/accounts';
import { type ComposedNotice, defineNotice, messageRecipient } from '@server/modules/messages';
import { recordAudit } from '@server/plugins/audit';
import { INVITATION_TTL_DAYS } from '@shared/domain/account-tokens';
import * as PAGE_PATHS from '@shared/domain/page-paths';

const SUBJECT = 'A new referral is waiting for you';
const REFERRED = 'A veteran was referred to your organization through the Veterans Housing network.';
const DASHBOARD = PAGE_PATHS.partnerDashboard;
const DASHBOARD_ACTION = 'Your partner dashboard';

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
    const referred = (words: string[], page: string, action: string): ComposedNotice => ({
      to,
      draft: { subject: SUBJECT, paragraphs: [REFERRED, ...words], page, action },
    });
    const signIn = signInOf(organization.active);
    if (signIn === 'active') {
      return referred(
        ['Please sign in to your partner dashboard to see the referral and answer it.'],
        DASHBOARD,
        DASHBOARD_ACTION,
      );
    }
    const claim =
      signIn === 'none' ? await claimLinkPage(row.recipientId, organization.email, context) : null;
    if (!claim) {
      return referred(
        [
          'Your organization has no sign-in yet. Someone from our network team will contact you to help you set up access to your partner dashboard, where the referral waits.',
        ],
        DASHBOARD,
        DASHBOARD_ACTION,
      );
    }
    const organizationId = row.recipientId;
    return {
      ...referred(
        [
          `${organization.name} has no sign-in yet. Claim your organization's account with the link below: set a password, then see the referral and answer it on your partner dashboard.`,
          `The link works once, for ${INVITATION_TTL_DAYS} days.`,
        ],
        claim,
        "Claim your organization's account",
      ),
      onSent: (tx) =>
        recordAudit(tx, {
          action: 'organization.invitation_sent',
          actorType: 'system',
          targetType: 'organization',
          targetId: organizationId,
          details: { via: 'referral.received' },
        }),
    };
  },
);
