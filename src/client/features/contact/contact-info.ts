import { SUPPORT_CONTACT } from '@shared/domain/constants';

const domain = SUPPORT_CONTACT.email.slice(SUPPORT_CONTACT.email.indexOf('@') + 1);

/** Addresses for each audience, on the same domain as the support address. */
export const ROLE_CONTACTS = [
  {
    audience: 'Veterans',
    email: `veterans@${domain}`,
    text: 'Questions about finding housing or your application.',
  },
  { audience: 'Landlords', email: `landlords@${domain}`, text: 'Listing a property, assessments and plans.' },
  {
    audience: 'Partner organizations',
    email: `partners@${domain}`,
    text: 'Joining our network, referrals and partner accounts.',
  },
] as const;

/** One definition for the page and the acknowledgement email. */
export { BUSINESS_HOURS } from '@shared/domain/constants';

/** A US phone number as written ("877-424-3838", "1-800-555-0199") to a tel: link. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
