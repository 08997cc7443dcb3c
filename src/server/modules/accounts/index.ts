export { type Inviter, inviteOrganization } from './invitation';
export {
  EMAIL_IS_ADMIN_MESSAGE,
  inviteLandlordAccount,
  type LandlordInvitation,
  type LandlordInvitee,
} from './landlord-invitation';
export { toOrganizationView } from './organization-view';
/** The reset request as POST /api/password-reset makes it (the mail bench asks for one behind a backlog). */
export { requestPasswordReset } from './password-reset';
export {
  createAdminUser,
  createLandlordAccount,
  createPartnerOrganization,
  type NewPassword,
} from './provision';
export { PARTNER_LOGIN_ACTION, USER_LOGIN_ACTION } from './service';
