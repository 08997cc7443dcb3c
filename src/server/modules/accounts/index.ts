import type { ModuleManifest } from '@server/module';
import { accountLinkRoutes } from './account-link-routes';
import {
  invitationNotice,
  passwordResetNotice,
  signInLinkNotice,
  signupConfirmationNotice,
} from './link-notices';
import { accountsRoutes } from './routes';
import { signupAttemptNotice } from './signup-notices';

export { type Inviter, inviteOrganization } from './invitation';
export {
  EMAIL_IS_ADMIN_MESSAGE,
  inviteLandlordAccount,
  type LandlordInvitation,
  type LandlordInvitee,
} from './landlord-invitation';
export { type InvitedLandlordMail, invitedLandlordNotice } from './landlord-invitation-notice';
export { claimLinkPage, linkPage } from './link-notices';
export { accountLinkRecord, organizationAddressRecord, signInOf } from './message-records';
export { publicOrganizationFields, toOrganizationView } from './organization-view';
export { insertOrganizations, type NewOrganization, updateOrganization } from './organization-write';
/** The reset request as POST /api/password-reset makes it (the mail bench asks for one behind a backlog). */
export { requestPasswordReset } from './password-reset';
export {
  createAdminUser,
  createLandlordAccount,
  createPartnerOrganization,
  type NewPassword,
} from './provision';
export { PARTNER_LOGIN_ACTION, USER_LOGIN_ACTION } from './service';

export const accountsManifest: ModuleManifest = {
  name: 'accounts',
  routes: [accountsRoutes, accountLinkRoutes],
  messages: {
    'account.password_reset': passwordResetNotice,
    'account.invitation': invitationNotice,
    'account.sign_in_link': signInLinkNotice,
    'account.signup_confirmation': signupConfirmationNotice,
    'account.signup_attempt': signupAttemptNotice,
  },
};
