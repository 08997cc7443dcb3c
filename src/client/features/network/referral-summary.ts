import { supportReachText } from '@client/lib/support-contact';
import type { SupportContact } from '@shared/contracts/site-shell';

export interface ReferralSummaryInput {
  /** The short reference the server gave (RF-7K2Q9M): what the referrer quotes. */
  reference: string;
  organizationName: string;
  organizationLocation: string;
  veteranZip: string;
  needTypeLabel: string;
  contactMethod: string | null;
  submittedAt: Date;
  /** The deployment's support contact; none while it is still loading. */
  support: SupportContact | undefined;
}

/**
 * The downloadable summary is a text file named after the referral (spec 2, section 9): after the
 * reference the referrer sees and quotes, not the internal 36-character id.
 */
export const referralSummaryFilename = (reference: string) => `referral-${reference}.txt`;

/**
 * Plain text a case worker can keep or print: what was asked for, never the veteran's name, phone or
 * email (the file may stay on a shared computer; the reference finds the rest).
 */
export function referralSummaryText(input: ReferralSummaryInput): string {
  const submitted = input.submittedAt.toLocaleString('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return [
    'Veteran Referral Summary',
    '========================',
    '',
    `Reference: ${input.reference}`,
    `Submitted: ${submitted}`,
    `Organization: ${input.organizationName} (${input.organizationLocation})`,
    `Veteran ZIP code: ${input.veteranZip}`,
    `Service needed: ${input.needTypeLabel}`,
    `Preferred contact method: ${input.contactMethod || 'Not given'}`,
    '',
    'What happens next',
    'The organization will contact the veteran within 24 hours.',
    'Quote the reference when you follow up on this referral.',
    ...(input.support ? [`Questions? ${capitalise(supportReachText(input.support))}.`] : []),
    '',
  ].join('\n');
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
