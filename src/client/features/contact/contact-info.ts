/** Addresses for each audience, on the same domain as the deployment's support address (SUPPORT_EMAIL). */
export function roleContacts(supportEmail: string) {
  const domain = supportEmail.slice(supportEmail.indexOf('@') + 1);
  return [
    {
      audience: 'Veterans',
      email: `veterans@${domain}`,
      text: 'Questions about finding housing or your application.',
    },
    {
      audience: 'Landlords',
      email: `landlords@${domain}`,
      text: 'Listing a property, assessments and plans.',
    },
    {
      audience: 'Partner organizations',
      email: `partners@${domain}`,
      text: 'Joining our network, referrals and partner accounts.',
    },
  ];
}

/** One definition for the page and the acknowledgement email. */
export { BUSINESS_HOURS } from '@shared/domain/constants';
