import { type Database, withTransaction } from '@server/db/client';
import { landlordLeads } from '@server/db/schema';
import { inviteLandlordAccount, inviteOrganization } from '@server/modules/accounts';
import { queueMessage } from '@server/modules/messages';
import { decidePartnerApplication } from '@server/modules/partner-applications';
import { reviewListing, verifyLandlord } from '@server/modules/properties';
import { recordAudit } from '@server/plugins/audit';
import { HttpError, notFound } from '@server/plugins/error-handler';
import {
  INBOX_ACTION_NOT_OFFERED,
  INBOX_CLOSED_MESSAGE,
  type InboxAction,
  type InboxItemDetail,
  type ListingDecisionInput,
} from '@shared/contracts/inbox';
import type { PartnerApplicationDecisionInput } from '@shared/contracts/partner-applications';
import { INBOX_SUBJECTS } from '@shared/domain/inbox';
import { eq } from 'drizzle-orm';
import { findInboxItemDetail } from './record-repo';
import { type DescribedRecord, describeRecord } from './records';
import { addInboxNote, type InboxItemRow, isAdmin, lockInboxItem, updateInboxItem } from './repo';
import { toInboxItemView } from './views';

export interface InboxActor {
  id: string;
  ip: string;
}

const ITEM_NOT_FOUND = 'Inbox item not found';

export async function inboxItemDetail(db: Database, id: string): Promise<InboxItemDetail> {
  const found = await findInboxItemDetail(db, id);
  if (!found) throw notFound(ITEM_NOT_FOUND);
  const { item, assigneeName, notes } = found;
  const described = describeRecord(found);
  const waitingSince = item.type === 'stalled_match' ? found.matchLastStepAt : null;
  return {
    ...toInboxItemView({ ...item, assigneeName, waitingSince }),
    closedAt: item.closedAt?.toISOString() ?? null,
    details: described.record,
    notes: notes.map((note) => ({ ...note, createdAt: new Date(note.createdAt).toISOString() })),
    actions: item.status === 'done' ? [] : described.actions,
  };
}

/**
 * Every action on an item: locks it, refuses a closed one (409), does the work, moves an open item to
 * in progress (or done when the work finishes it) and audits who did what, all in one transaction.
 */
async function actOnItem(
  db: Database,
  id: string,
  actor: InboxActor,
  action: string,
  work: (
    tx: Database,
    item: InboxItemRow,
    described: DescribedRecord,
  ) => Promise<{ done?: boolean; note?: string } | undefined>,
  offered?: InboxAction,
): Promise<InboxItemDetail> {
  await withTransaction(db, async (tx) => {
    const item = await lockInboxItem(tx, id);
    if (!item) throw notFound(ITEM_NOT_FOUND);
    if (item.status === 'done') throw new HttpError(409, INBOX_CLOSED_MESSAGE);
    const found = await findInboxItemDetail(tx, id);
    if (!found) throw notFound(ITEM_NOT_FOUND);
    const described = describeRecord(found);
    if (offered && !described.actions.includes(offered)) throw new HttpError(409, INBOX_ACTION_NOT_OFFERED);
    const outcome = (await work(tx, item, described)) ?? {};
    if (outcome.note)
      await addInboxNote(tx, { itemId: id, kind: 'action', body: outcome.note, authorId: actor.id });
    const status = outcome.done ? 'done' : item.status === 'open' ? 'in_progress' : undefined;
    if (status) await updateInboxItem(tx, id, { status });
    await recordAudit(tx, {
      action: `inbox.${action}`,
      actorType: 'admin',
      actorId: actor.id,
      ip: actor.ip,
      targetType: 'inbox_item',
      targetId: id,
      details: { type: item.type, record: INBOX_SUBJECTS[item.type], recordId: item.subjectId },
    });
  });
  return inboxItemDetail(db, id);
}

export const assignInboxItem = (db: Database, id: string, assigneeId: string | null, actor: InboxActor) =>
  actOnItem(db, id, actor, 'assigned', async (tx) => {
    if (assigneeId && !(await isAdmin(tx, assigneeId)))
      throw new HttpError(400, 'Choose an admin from the list', [
        { path: 'assigneeId', message: 'Choose an admin from the list' },
      ]);
    await updateInboxItem(tx, id, { assigneeId });
    return undefined;
  });

export const noteInboxItem = (db: Database, id: string, body: string, actor: InboxActor) =>
  actOnItem(db, id, actor, 'noted', async (tx) => {
    await addInboxNote(tx, { itemId: id, kind: 'note', body, authorId: actor.id });
    return undefined;
  });

/** The admin's words go by email to the record's address; the reply is kept in the item's history. */
export const replyToInboxItem = (db: Database, id: string, body: string, actor: InboxActor) =>
  actOnItem(
    db,
    id,
    actor,
    'replied',
    async (tx) => {
      const noteId = await addInboxNote(tx, { itemId: id, kind: 'reply', body, authorId: actor.id });
      await queueMessage(tx, { kind: 'inbox.reply', recipientId: noteId, payload: { itemId: id } });
      return undefined;
    },
    'reply',
  );

export const closeInboxItem = (db: Database, id: string, note: string | undefined, actor: InboxActor) =>
  actOnItem(db, id, actor, 'closed', async () => ({ done: true, note: note ? `Closed: ${note}` : 'Closed' }));

export const decideListing = (db: Database, id: string, input: ListingDecisionInput, actor: InboxActor) =>
  actOnItem(
    db,
    id,
    actor,
    input.decision === 'approve' ? 'listing_approved' : 'listing_declined',
    async (tx, item) => {
      // reviewListing closes this item itself, with the decision in its history
      await reviewListing(tx, {
        propertyId: item.subjectId,
        decision: input.decision,
        reason: input.reason,
        adminId: actor.id,
      });
      return { done: true };
    },
    input.decision === 'approve' ? 'approve_listing' : 'decline_listing',
  );

export const verifyListingLandlord = (db: Database, id: string, actor: InboxActor) =>
  actOnItem(
    db,
    id,
    actor,
    'landlord_verified',
    async (tx, _item, described) => {
      const landlordId = described.landlordId;
      if (!landlordId) throw new HttpError(409, INBOX_ACTION_NOT_OFFERED);
      await verifyLandlord(tx, { landlordId, adminId: actor.id });
      return { note: 'Landlord verified: their next listings publish at once' };
    },
    'verify_landlord',
  );

/**
 * A lead who offered housing is invited to a landlord account of their own: the account (or the one they already
 * sign in with) is opened for the lead's email and tied to the lead, and the mail carries its one-time link to set
 * the password (decision 0011's invitations). The lead's work is then done.
 */
export const inviteLeadLandlord = (db: Database, id: string, actor: InboxActor) =>
  actOnItem(
    db,
    id,
    actor,
    'landlord_invited',
    async (tx, item) => {
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
        payload: invitation.linkId ? { itemId: id, linkId: invitation.linkId } : { itemId: id },
      });
      return {
        done: true,
        note: invitation.linkId
          ? 'Invited to set up a landlord account (a one-time link to set its password)'
          : 'Their landlord account is now linked to this lead',
      };
    },
    'invite_landlord',
  );

export const inviteReferralOrganization = (db: Database, id: string, actor: InboxActor) =>
  actOnItem(
    db,
    id,
    actor,
    'organization_invited',
    async (tx, _item, described) => {
      if (!described.organizationId) throw new HttpError(409, INBOX_ACTION_NOT_OFFERED);
      const sent = await inviteOrganization(tx, described.organizationId, { type: 'admin', ...actor });
      return { note: `Invitation to set a partner password sent to ${sent.email}` };
    },
    'invite_organization',
  );

/**
 * A housing professional's application approved (a landlord account marked as a housing professional, with
 * an invitation to set its password) or declined with the reason the applicant reads. The partner-applications
 * module closes this item itself, with the outcome in its history, and tells the applicant.
 */
export const decidePartnerApplicationItem = (
  db: Database,
  id: string,
  input: PartnerApplicationDecisionInput,
  actor: InboxActor,
) =>
  actOnItem(
    db,
    id,
    actor,
    input.decision === 'approve' ? 'partner_application_approved' : 'partner_application_declined',
    async (tx, item) => {
      await decidePartnerApplication(tx, item.subjectId, input, actor);
      return { done: true };
    },
    input.decision === 'approve' ? 'approve_partner_application' : 'decline_partner_application',
  );
