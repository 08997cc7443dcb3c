import type { Database } from '@server/db/client';
import { oneRecord } from '@server/db/json-records';
import { landlordLeads, organizations, partnerCredentials, referrals, veterans } from '@server/db/schema';
import { inviteLandlordAccount, inviteOrganization } from '@server/modules/accounts';
import {
  defineInboxDecision,
  defineInboxKind,
  goneRecord,
  type InboxDecision,
  type InboxKinds,
  recordField,
} from '@server/modules/inbox';
import { queueMessage } from '@server/modules/messages';
import { HttpError } from '@server/plugins/error-handler';
import { ADMIN_INBOX_ACTION_PATHS, INBOX_ACTION_NOT_OFFERED } from '@shared/contracts/inbox';
import { formatFullAddress } from '@shared/domain/address';
import { formatDollars } from '@shared/domain/money';
import { URGENCY_LABELS } from '@shared/domain/urgency';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';

/** A landlord who offered housing on the public form (or through a partner): invited to an account of their own. */
const landlordLeadKind = defineInboxKind({
  record: (db: Database, subjectId: SQL) =>
    oneRecord(
      db
        .select({ ...getTableColumns(landlordLeads), organizationName: organizations.name })
        .from(landlordLeads)
        .leftJoin(organizations, eq(organizations.id, landlordLeads.organizationId))
        .where(eq(landlordLeads.id, subjectId)),
    ),
  describe: (lead) => {
    if (!lead) return goneRecord('The lead was removed');
    return {
      record: {
        title: formatFullAddress({ ...lead, address: lead.propertyAddress }),
        fields: [
          ...recordField('Contact', lead.contactName),
          ...recordField('Email', lead.contactEmail),
          ...recordField('Phone', lead.contactPhone),
          ...recordField('Property type', lead.propertyType.replace('_', ' ')),
          ...recordField('Units', lead.unitCount),
          ...recordField(
            'Monthly rent',
            lead.monthlyRentCents === null ? null : formatDollars(lead.monthlyRentCents),
          ),
          ...recordField('Through', lead.organizationName),
          ...recordField('Notes', lead.notes),
        ],
        link: null,
        replyTo: lead.contactEmail,
      },
      actions: ['reply', 'invite_landlord'],
    };
  },
  replyTo: (db, subjectId) =>
    oneRecord(
      db
        .select({ email: landlordLeads.contactEmail, name: landlordLeads.contactName })
        .from(landlordLeads)
        .where(eq(landlordLeads.id, subjectId)),
    ),
});

/** A referral waiting at its organisation (unclaimed, or stalled): the organisation's contact and sign-in. */
const referralKind = defineInboxKind({
  record: (db: Database, subjectId: SQL) =>
    oneRecord(
      db
        .select({
          reference: referrals.reference,
          status: referrals.status,
          urgency: referrals.urgency,
          needType: referrals.needType,
          organizationId: referrals.organizationId,
          organizationName: organizations.name,
          organizationEmail: organizations.email,
          organizationPhone: organizations.phone,
          partnerSignInActive: partnerCredentials.isActive,
          // two tables' `name` columns would collide in the record's subquery
          veteranName: sql<string | null>`${veterans.name}`.as('veteran_name'),
          veteranZip: veterans.zipCode,
        })
        .from(referrals)
        .leftJoin(organizations, eq(organizations.id, referrals.organizationId))
        .leftJoin(partnerCredentials, eq(partnerCredentials.organizationId, organizations.id))
        .leftJoin(veterans, eq(veterans.id, referrals.veteranId))
        .where(eq(referrals.id, subjectId)),
    ),
  describe: (referral) => {
    if (!referral) return goneRecord('The referral was removed');
    const noSignIn = referral.partnerSignInActive === null;
    return {
      record: {
        title: `Referral to ${referral.organizationName}`,
        fields: [
          ...recordField('Reference', referral.reference),
          ...recordField('Status', referral.status.replaceAll('_', ' ')),
          ...recordField('Urgency', URGENCY_LABELS[referral.urgency]),
          ...recordField('Need', referral.needType?.replaceAll('_', ' ')),
          ...recordField('Veteran', referral.veteranName),
          ...recordField('Veteran ZIP', referral.veteranZip),
          ...recordField('Organization email', referral.organizationEmail),
          ...recordField('Organization phone', referral.organizationPhone),
          ...recordField(
            'Partner sign-in',
            noSignIn ? 'None yet' : referral.partnerSignInActive ? 'Active' : 'Switched off',
          ),
        ],
        link: { href: `/partner/${referral.organizationId}`, label: 'Open the organization page' },
        replyTo: referral.organizationEmail,
      },
      actions: [
        ...(referral.organizationEmail ? (['reply'] as const) : []),
        ...(noSignIn && referral.organizationEmail ? (['invite_organization'] as const) : []),
      ],
      refs: { organizationId: referral.organizationId },
    };
  },
  replyTo: (db, subjectId) =>
    oneRecord(
      db
        .select({ email: organizations.email, name: organizations.name })
        .from(referrals)
        .innerJoin(organizations, eq(organizations.id, referrals.organizationId))
        .where(eq(referrals.id, subjectId)),
    ),
});

/**
 * A lead who offered housing is invited to a landlord account of their own: the account (or the one they already
 * sign in with) is opened for the lead's email and tied to the lead, and the mail carries its one-time link to set
 * the password (decision 0011's invitations). The lead's work is then done.
 */
const inviteLeadLandlord: InboxDecision<undefined, unknown> = {
  path: ADMIN_INBOX_ACTION_PATHS.inviteLandlord,
  offered: () => 'invite_landlord',
  audited: () => 'landlord_invited',
  run: async (tx, { item, actor }) => {
    const [lead] = await tx
      .select()
      .from(landlordLeads)
      .where(eq(landlordLeads.id, item.subjectId))
      .for('update');
    if (!lead) throw new HttpError(409, INBOX_ACTION_NOT_OFFERED);
    const invitation = await inviteLandlordAccount(
      tx,
      {
        name: lead.contactName,
        email: lead.contactEmail,
        phone: lead.contactPhone,
        housingProfessional: false,
      },
      actor,
    );
    await tx
      .update(landlordLeads)
      .set({ landlordId: invitation.landlordId })
      .where(eq(landlordLeads.id, lead.id));
    await queueMessage(tx, {
      kind: 'landlord.invitation',
      recipientId: item.subjectId,
      payload: invitation.linkId ? { itemId: item.id, linkId: invitation.linkId } : { itemId: item.id },
    });
    return {
      done: true,
      note: invitation.linkId
        ? 'Invited to set up a landlord account (a one-time link to set its password)'
        : 'Their landlord account is now linked to this lead',
    };
  },
};

const inviteReferralOrganization: InboxDecision<undefined, unknown> = {
  path: ADMIN_INBOX_ACTION_PATHS.inviteOrganization,
  offered: () => 'invite_organization',
  audited: () => 'organization_invited',
  run: async (tx, { described, actor }) => {
    const organizationId = described.refs?.organizationId;
    if (!organizationId) throw new HttpError(409, INBOX_ACTION_NOT_OFFERED);
    const sent = await inviteOrganization(tx, organizationId, { type: 'admin', ...actor });
    return { note: `Invitation to set a partner password sent to ${sent.email}` };
  },
};

export const networkInbox: InboxKinds = {
  items: {
    landlord_lead: landlordLeadKind,
    unclaimed_referral: referralKind,
    stalled_referral: referralKind,
  },
  decisions: [defineInboxDecision(inviteLeadLandlord), defineInboxDecision(inviteReferralOrganization)],
};
