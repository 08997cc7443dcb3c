export { type Inviter, inviteOrganization } from './invitation';
export { toOrganizationView } from './organization-view';
export { createAdminUser, createLandlordAccount, createPartnerOrganization } from './provision';
