import { SUPPORT_CONTACT } from '@shared/domain/constants';

export interface ReferralSummaryInput {
  referralId: string;
  organizationName: string;
  organizationLocation: string;
  veteranZip: string;
  needTypeLabel: string;
  contactMethod: string | null;
  submittedAt: Date;
}

/** The downloadable summary is a text file named after the referral id (spec 2, section 9). */
export const referralSummaryFilename = (referralId: string) => `referral-${referralId}.txt`;

/** Plain text a case worker can keep or print; no personal data beyond what was typed. */
export function referralSummaryText(input: ReferralSummaryInput): string {
  const submitted = input.submittedAt.toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return [
    'Veteran Referral Summary',
    '========================',
    '',
    `Referral ID: ${input.referralId}`,
    `Submitted: ${submitted}`,
    `Organization: ${input.organizationName} (${input.organizationLocation})`,
    `Veteran ZIP code: ${input.veteranZip}`,
    `Service needed: ${input.needTypeLabel}`,
    `Preferred contact method: ${input.contactMethod || 'Not given'}`,
    '',
    'What happens next',
    'The organization will contact the veteran within 24 hours.',
    `Questions? Email ${SUPPORT_CONTACT.email} or call ${SUPPORT_CONTACT.phone}.`,
    '',
  ].join('\n');
}
