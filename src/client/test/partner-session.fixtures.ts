/** The organisation the partner tests sign in as. */
export const PARTNER_ORGANIZATION = { id: 'o-1', name: 'Capital Region Veterans Alliance' };

/** Stores a partner session as the login page does. */
export function signInPartner(organization: { id: string; name: string } = PARTNER_ORGANIZATION) {
  window.localStorage.setItem('partnerOrganization', JSON.stringify(organization));
}
