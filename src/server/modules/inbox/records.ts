import type { Database } from '@server/db/client';
import type { InboxAction, ZInboxRecord } from '@shared/contracts/inbox';
import type { InboxItemType } from '@shared/domain/inbox';
import { formatDollars } from '@shared/domain/money';
import { URGENCY_LABELS } from '@shared/domain/urgency';
import type { z } from 'zod';
import { describePartnerApplication } from './partner-application-record';
import {
  findCoLivingApplication,
  findContactMessage,
  findIntakeBatch,
  findLandlordLead,
  findListing,
  findMatch,
  findReferral,
} from './record-repo';

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

/** What an admin reads about the record an item points to, and what they can do about it. */
export async function describeRecord(
  db: Database,
  type: InboxItemType,
  id: string,
): Promise<DescribedRecord> {
  switch (type) {
    case 'contact_message':
    case 'plan_request': {
      const message = await findContactMessage(db, id);
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
      const found = await findLandlordLead(db, id);
      if (!found) return gone('The lead was removed');
      const { lead } = found;
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
            ...field('Through', found.organizationName),
            ...field('Notes', lead.notes),
          ],
          link: null,
          replyTo: lead.contactEmail,
        },
        actions: ['reply', 'invite_landlord'],
      };
    }
    case 'listing_review': {
      const found = await findListing(db, id);
      if (!found) return gone('The listing was removed');
      const { property } = found;
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
      const found = await findReferral(db, id);
      if (!found) return gone('The referral was removed');
      const { referral } = found;
      const noSignIn = found.signInActive === null;
      return {
        record: {
          title: `Referral to ${found.organizationName}`,
          fields: [
            ...field('Reference', referral.reference),
            ...field('Status', referral.status.replaceAll('_', ' ')),
            ...field('Urgency', URGENCY_LABELS[referral.urgency]),
            ...field('Need', referral.needType?.replaceAll('_', ' ')),
            ...field('Veteran', found.veteranName),
            ...field('Veteran ZIP', found.veteranZip),
            ...field('Organization email', found.organizationEmail),
            ...field('Organization phone', found.organizationPhone),
            ...field(
              'Partner sign-in',
              noSignIn ? 'None yet' : found.signInActive ? 'Active' : 'Switched off',
            ),
          ],
          link: { href: `/partner/${found.organizationId}`, label: 'Open the organization page' },
          replyTo: found.organizationEmail,
        },
        actions: [
          ...(found.organizationEmail ? (['reply'] as const) : []),
          ...(noSignIn && found.organizationEmail ? (['invite_organization'] as const) : []),
        ],
        organizationId: found.organizationId,
      };
    }
    case 'stalled_match': {
      const found = await findMatch(db, id);
      if (!found) return gone('The match was removed');
      return {
        record: {
          title: `${found.veteranName ?? 'A veteran'} and ${found.address}`,
          fields: [
            ...field('Reference', found.match.reference),
            ...field('Status', found.match.status),
            ...field('Urgency', URGENCY_LABELS[found.urgency]),
            ...field('Home', [found.address, found.city, found.state].filter(Boolean).join(', ')),
            ...field('Why matched', found.match.reason),
          ],
          link: HOUSING_DASHBOARD,
          replyTo: null,
        },
        actions: [],
      };
    }
    case 'co_living_application': {
      const found = await findCoLivingApplication(db, id);
      if (!found) return gone('The application was removed');
      const { application } = found;
      return {
        record: {
          title: `Co-living application ${application.reference}`,
          fields: [
            ...field('Status', application.status),
            ...field('Veteran', found.veteranName),
            ...field('Veteran ZIP', found.veteranZip),
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
      return (await describePartnerApplication(db, id)) ?? gone('The application was removed');
    case 'housing_request': {
      const batch = await findIntakeBatch(db, id);
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
  }
}
