import type { InboxAction, ZInboxRecord } from '@shared/contracts/inbox';
import { formatDollars } from '@shared/domain/money';
import { URGENCY_LABELS } from '@shared/domain/urgency';
import type { z } from 'zod';
import { describePartnerApplication } from './partner-application-record';
import type { InboxItemDetailRow } from './record-repo';

type InboxRecord = z.infer<typeof ZInboxRecord>;
export interface DescribedRecord {
  record: InboxRecord;
  /** Type-specific actions that fit the record as it is now (an open item only). */
  actions: InboxAction[];
  /** The landlord or organisation an action would act on. */
  landlordId?: string;
  organizationId?: string;
}

const field = (label: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? [] : [{ label, value: String(value) }];
const gone = (title: string): DescribedRecord => ({
  record: { title, fields: [], link: null, replyTo: null },
  actions: [],
});
const HOUSING_DASHBOARD = { href: '/housing-dashboard', label: 'Open the housing dashboard' };

/** What an admin reads about the record an item points to (found with it), and what they can do about it. */
export function describeRecord(found: InboxItemDetailRow): DescribedRecord {
  switch (found.item.type) {
    case 'contact_message':
    case 'plan_request': {
      const message = found.contactMessage;
      if (!message) return gone('The message was removed');
      return {
        record: {
          title: message.subject,
          fields: [
            ...field('From', message.fullName),
            ...field('Email', message.email),
            ...field('Message', message.message),
          ],
          link: null,
          replyTo: message.email,
        },
        actions: ['reply'],
      };
    }
    case 'landlord_lead': {
      const { lead } = found;
      if (!lead) return gone('The lead was removed');
      return {
        record: {
          title: `${lead.propertyAddress}, ${[lead.city, lead.state, lead.zipCode].filter(Boolean).join(' ')}`,
          fields: [
            ...field('Contact', lead.contactName),
            ...field('Email', lead.contactEmail),
            ...field('Phone', lead.contactPhone),
            ...field('Property type', lead.propertyType.replace('_', ' ')),
            ...field('Units', lead.unitCount),
            ...field(
              'Monthly rent',
              lead.monthlyRentCents === null ? null : formatDollars(lead.monthlyRentCents),
            ),
            ...field('Through', found.leadOrganizationName),
            ...field('Notes', lead.notes),
          ],
          link: null,
          replyTo: lead.contactEmail,
        },
        actions: ['reply', 'invite_landlord'],
      };
    }
    case 'listing_review': {
      const property = found.listing;
      if (!property) return gone('The listing was removed');
      const pending = property.status === 'pending_review';
      const canVerify = Boolean(found.landlordUserId) && !found.landlordVerifiedAt;
      return {
        record: {
          title: `${property.address}, ${[property.city, property.state, property.zipCode].filter(Boolean).join(' ')}`,
          fields: [
            ...field('Status', property.status.replace('_', ' ')),
            ...field('Rooms', property.roomCount),
            ...field(
              'Rent',
              property.rentCents === null ? null : `${formatDollars(property.rentCents)} a month`,
            ),
            ...field('Accepts vouchers', property.acceptsVouchers ? 'Yes' : 'No'),
            ...field('Accessible', property.accessible ? 'Yes' : 'No'),
            ...field('Description', property.description),
            ...field('Landlord', found.landlordName),
            ...field('Landlord email', found.landlordEmail),
            ...field('Landlord phone', found.landlordPhone),
            ...field(
              'Landlord account',
              !found.landlordUserId
                ? 'No account (listed without signing in)'
                : found.landlordVerifiedAt
                  ? 'Verified'
                  : 'Not verified',
            ),
            ...field('Decline reason', property.reviewNote),
          ],
          link: null,
          replyTo: found.landlordEmail,
        },
        actions: [
          ...(found.landlordEmail ? (['reply'] as const) : []),
          ...(pending ? (['approve_listing', 'decline_listing'] as const) : []),
          ...(canVerify ? (['verify_landlord'] as const) : []),
        ],
        landlordId: found.landlordId ?? undefined,
      };
    }
    case 'unclaimed_referral':
    case 'stalled_referral': {
      const { referral } = found;
      if (!referral) return gone('The referral was removed');
      const noSignIn = found.partnerSignInActive === null;
      return {
        record: {
          title: `Referral to ${found.referralOrganizationName}`,
          fields: [
            ...field('Reference', referral.reference),
            ...field('Status', referral.status.replaceAll('_', ' ')),
            ...field('Urgency', URGENCY_LABELS[referral.urgency]),
            ...field('Need', referral.needType?.replaceAll('_', ' ')),
            ...field('Veteran', found.referralVeteranName),
            ...field('Veteran ZIP', found.referralVeteranZip),
            ...field('Organization email', found.referralOrganizationEmail),
            ...field('Organization phone', found.referralOrganizationPhone),
            ...field(
              'Partner sign-in',
              noSignIn ? 'None yet' : found.partnerSignInActive ? 'Active' : 'Switched off',
            ),
          ],
          link: { href: `/partner/${referral.organizationId}`, label: 'Open the organization page' },
          replyTo: found.referralOrganizationEmail,
        },
        actions: [
          ...(found.referralOrganizationEmail ? (['reply'] as const) : []),
          ...(noSignIn && found.referralOrganizationEmail ? (['invite_organization'] as const) : []),
        ],
        organizationId: referral.organizationId,
      };
    }
    case 'landlord_question':
    case 'stalled_match': {
      const { match } = found;
      if (!match) return gone('The match was removed');
      return {
        record: {
          title: `${found.matchVeteranName ?? 'A veteran'} and ${found.matchAddress}`,
          fields: [
            ...field('Reference', match.reference),
            ...field('Status', match.status),
            ...field('Urgency', found.matchUrgency === null ? null : URGENCY_LABELS[found.matchUrgency]),
            ...field(
              'Home',
              [found.matchAddress, found.matchCity, found.matchState].filter(Boolean).join(', '),
            ),
            ...field('Why matched', match.reason),
          ],
          link: HOUSING_DASHBOARD,
          replyTo: null,
        },
        actions: [],
      };
    }
    case 'co_living_application': {
      const application = found.coLivingApplication;
      if (!application) return gone('The application was removed');
      return {
        record: {
          title: `Co-living application ${application.reference}`,
          fields: [
            ...field('Status', application.status),
            ...field('Veteran', found.coLivingVeteranName),
            ...field('Veteran ZIP', found.coLivingVeteranZip),
            ...field('Verified monthly income', formatDollars(application.totalVerifiedMonthlyIncomeCents)),
            ...field('Room budget', formatDollars(application.maxRoomBudgetCents)),
            ...field('Case manager', application.caseManagerName),
            ...field('Case manager email', application.caseManagerEmail),
            ...field('Case manager phone', application.caseManagerPhone),
          ],
          link: null,
          replyTo: application.caseManagerEmail,
        },
        actions: ['reply'],
      };
    }
    case 'partner_application':
      return describePartnerApplication(found) ?? gone('The application was removed');
    case 'housing_request': {
      const batch = found.intakeBatch;
      const waiting = batch.filter((veteran) => !veteran.isMatched);
      return {
        record: {
          title: `Homes wanted for ${waiting.length} veteran(s)`,
          fields: [
            ...field('Organization', batch[0]?.organizationName),
            ...waiting.map((veteran, index) => ({
              label: `Veteran ${index + 1}`,
              value: `${veteran.name ?? 'Name not given'}, ZIP ${veteran.zipCode}, ${URGENCY_LABELS[veteran.urgency]}`,
            })),
          ],
          link: HOUSING_DASHBOARD,
          replyTo: batch[0]?.organizationEmail ?? null,
        },
        actions: batch[0]?.organizationEmail ? ['reply'] : [],
      };
    }
    case 'possible_duplicate':
      // both people, side by side, are on their own page: the inbox only points there
      return {
        record: {
          title: 'Two people may be one',
          fields: [],
          link: { href: `/admin/duplicates/${found.item.subjectId}`, label: 'Compare the two people' },
          replyTo: null,
        },
        actions: [],
      };
  }
}
