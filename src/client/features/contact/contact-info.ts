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

export const BUSINESS_HOURS = [
  { days: 'Monday to Friday', hours: '8 a.m. to 6 p.m. Eastern' },
  { days: 'Saturday', hours: '9 a.m. to 2 p.m. Eastern' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

/** A US phone number as written ("877-424-3838", "1-800-555-0199") to a tel: link. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
