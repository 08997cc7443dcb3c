import type { Composer } from './notice';
import { findOrganizationAddress } from './repo';

/** A referral to an organisation: that a referral waits, never who it is about. */
export const referralReceived: Composer = async (row, { db }) => {
  const organization = row.recipientId ? await findOrganizationAddress(db, row.recipientId) : null;
  if (!organization?.email) return null;
  return {
    to: [organization.email],
    draft: {
      subject: 'A new referral is waiting for you',
      paragraphs: [
        'A veteran was referred to your organization through the Veterans Housing network.',
        organization.hasSignIn
          ? 'Please sign in to your partner dashboard to see the referral and answer it.'
          : 'Your organization has no sign-in yet. Someone from our network team will contact you to help you set up access to your partner dashboard, where the referral waits.',
      ],
      page: '/partner/dashboard',
      action: 'Your partner dashboard',
    },
  };
};
