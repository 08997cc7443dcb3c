import type { Database } from '@server/db/client';
import { oneRecord } from '@server/db/json-records';
import { landlords, partnerApplications, users } from '@server/db/schema';
import {
  defineInboxDecision,
  defineInboxKind,
  goneRecord,
  type InboxDecision,
  type InboxKinds,
} from '@server/modules/inbox';
import { formatPhone } from '@shared/contracts/common';
import { ADMIN_INBOX_ACTION_PATHS } from '@shared/contracts/inbox';
import {
  type PartnerApplicationDecisionInput,
  ZPartnerApplicationDecisionInput,
} from '@shared/contracts/partner-applications';
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
import { eq, getTableColumns, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { decidePartnerApplication } from './service';

const line = (label: string, value: string | null | undefined) => (value ? [{ label, value }] : []);
const labelOf = <K extends string>(labels: Record<K, string>, value: string | null) =>
  value === null ? null : (labels[value as K] ?? value);

const decider = alias(users, 'decider');

/** A housing professional's application: what they told us, and the decision once made. */
const partnerApplicationKind = defineInboxKind({
  record: (db: Database, subjectId: SQL) =>
    oneRecord(
      db
        .select({
          ...getTableColumns(partnerApplications),
          deciderName: decider.displayName,
          applicantLandlordUserId: landlords.userId,
        })
        .from(partnerApplications)
        .leftJoin(decider, eq(decider.id, partnerApplications.decidedBy))
        .leftJoin(landlords, eq(landlords.id, partnerApplications.landlordId))
        .where(eq(partnerApplications.id, subjectId)),
    ),
  describe: (found) => {
    const application = found;
    if (!application) return goneRecord('The application was removed');
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
          ...line(
            'Experience',
            labelOf<PartnerExperience>(PARTNER_EXPERIENCE_LABELS, application.experience),
          ),
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
  },
  replyTo: (db, subjectId) =>
    oneRecord(
      db
        .select({ email: partnerApplications.email, name: partnerApplications.name })
        .from(partnerApplications)
        .where(eq(partnerApplications.id, subjectId)),
    ),
});

/**
 * A housing professional's application approved (a landlord account marked as a housing professional, with
 * an invitation to set its password) or declined with the reason the applicant reads; the item is finished
 * with the outcome in its history.
 */
const partnerApplicationDecision: InboxDecision<PartnerApplicationDecisionInput, unknown> = {
  path: ADMIN_INBOX_ACTION_PATHS.partnerApplicationDecision,
  body: ZPartnerApplicationDecisionInput,
  offered: (input) =>
    input.decision === 'approve' ? 'approve_partner_application' : 'decline_partner_application',
  audited: (input) =>
    input.decision === 'approve' ? 'partner_application_approved' : 'partner_application_declined',
  run: async (tx, { item, input, actor }) => {
    const decided = await decidePartnerApplication(tx, item.subjectId, input, actor);
    return { done: true, note: decided.outcome };
  },
};

export const partnerApplicationsInbox: InboxKinds = {
  items: { partner_application: partnerApplicationKind },
  decisions: [defineInboxDecision(partnerApplicationDecision)],
};
