import { formatPhone } from '@shared/contracts/common';
import type { InboxAction, ZInboxRecord } from '@shared/contracts/inbox';
import {
  PARTNER_APPLICATION_STATUS_LABELS,
  PARTNER_CAPACITY_LABELS,
  PARTNER_EXPERIENCE_LABELS,
  PARTNER_PORTFOLIO_LABELS,
  PARTNER_SPECIALIZATION_LABELS,
  type PartnerApplicationStatus,
  type PartnerExperience,
  type PartnerPortfolioSize,
  type PartnerReferralCapacity,
  type PartnerSpecialization,
  partnerApplicationReference,
} from '@shared/domain/partner-applications';
import type { z } from 'zod';
import type { InboxItemDetailRow } from './record-repo';

const line = (label: string, value: string | null | undefined) => (value ? [{ label, value }] : []);
const labelOf = <K extends string>(labels: Record<K, string>, value: string | null) =>
  value === null ? null : (labels[value as K] ?? value);

/** A housing professional's application: what they told us, and the decision once made. */
export function describePartnerApplication(
  found: Pick<InboxItemDetailRow, 'partnerApplication' | 'deciderName' | 'applicantLandlordUserId'>,
): { record: z.infer<typeof ZInboxRecord>; actions: InboxAction[] } | null {
  const application = found.partnerApplication;
  if (!application) return null;
  const status = application.status as PartnerApplicationStatus;
  const pending = status === 'pending';
  const account =
    status !== 'approved'
      ? null
      : found.applicantLandlordUserId
        ? 'Landlord account, marked as a housing professional'
        : 'Landlord record only (the account was removed)';
  return {
    record: {
      title: `Housing partner application ${partnerApplicationReference(application.id)}`,
      fields: [
        ...line('Status', PARTNER_APPLICATION_STATUS_LABELS[status] ?? status),
        ...line('Name', application.name),
        ...line('Company', application.company),
        ...line('License', application.license),
        ...line('Email', application.email),
        ...line('Phone', formatPhone(application.phone)),
        ...line(
          'Specialization',
          labelOf<PartnerSpecialization>(PARTNER_SPECIALIZATION_LABELS, application.specialization),
        ),
        ...line('Experience', labelOf<PartnerExperience>(PARTNER_EXPERIENCE_LABELS, application.experience)),
        ...line('Service area', application.serviceArea),
        ...line(
          'Portfolio',
          labelOf<PartnerPortfolioSize>(PARTNER_PORTFOLIO_LABELS, application.portfolioSize),
        ),
        ...line(
          'Referral capacity',
          labelOf<PartnerReferralCapacity>(PARTNER_CAPACITY_LABELS, application.referralCapacity),
        ),
        ...line('Decided by', pending ? null : (found.deciderName ?? 'Former admin')),
        ...line('Decline reason', application.decisionReason),
        ...line('Account', account),
      ],
      link: null,
      replyTo: application.email,
    },
    actions: [
      'reply',
      ...(pending ? (['approve_partner_application', 'decline_partner_application'] as const) : []),
    ],
  };
}
