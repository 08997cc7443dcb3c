import { type Database, withTransaction } from '@server/db/client';
import { inviteLandlordAccount } from '@server/modules/accounts';
import { openInboxItem, reopenInboxItemFor } from '@server/modules/inbox';
import { queueMessage } from '@server/modules/messages';
import { recordAudit } from '@server/plugins/audit';
import { HttpError, notFound } from '@server/plugins/error-handler';
import {
  PARTNER_APPLICATION_DECIDED_MESSAGE,
  PARTNER_SUBMITTED_MESSAGE,
  type PartnerApplicationDecisionInput,
  type PartnerApplicationInput,
  type PartnerApplicationReceived,
} from '@shared/contracts/partner-applications';
import { partnerApplicationReference } from '@shared/domain/partner-applications';
import {
  applicationValues,
  insertPartnerApplication,
  lockPartnerApplication,
  lockPendingApplicationFrom,
  type PartnerApplicationRow,
  recordDecision,
} from './repo';

export const PARTNER_APPLICATION_NOT_FOUND = 'Application not found';

/**
 * One transaction: the application (pending), the admins' inbox item, the acknowledgement to the applicant
 * and the audit line. Neither the audit nor the summary carries the applicant's email or phone.
 */
export async function submitPartnerApplication(
  db: Database,
  input: PartnerApplicationInput,
  { ip }: { ip: string },
): Promise<PartnerApplicationReceived> {
  return withTransaction(db, async (tx) => {
    const earlier = await lockPendingApplicationFrom(tx, input.email.toLowerCase());
    if (earlier) return joinEarlierApplication(tx, earlier, input, ip);
    const application = await insertPartnerApplication(tx, input);
    const reference = partnerApplicationReference(application.id);
    await openInboxItem(tx, {
      type: 'partner_application',
      subjectId: application.id,
      summary: `${input.name} of ${input.company} applied to be a housing partner (${reference})`,
    });
    await queueMessage(tx, {
      kind: 'partner_application.received',
      recipientId: application.id,
      payload: {},
    });
    await recordAudit(tx, {
      action: 'partner_application.received',
      actorType: 'anonymous',
      targetType: 'partner_application',
      targetId: application.id,
      ip,
      details: { status: application.status },
    });
    return {
      id: application.id,
      reference,
      status: application.status as 'pending',
      message: PARTNER_SUBMITTED_MESSAGE,
    };
  });
}

/**
 * A repeat from an email whose application still waits joins it: no second application or inbox item. The first
 * stays as sent (a signed-out form changes no record); its item (reopened if an admin closed it undecided) gets a
 * line with what the repeat said differently, and the applicant hears again that it was received.
 */
async function joinEarlierApplication(
  tx: Database,
  earlier: PartnerApplicationRow,
  input: PartnerApplicationInput,
  ip: string,
): Promise<PartnerApplicationReceived> {
  const reference = partnerApplicationReference(earlier.id);
  const sent = applicationValues(input);
  const changed = (Object.keys(sent) as (keyof typeof sent)[])
    .filter((field) => sent[field] !== earlier[field])
    .map((field) => `${field}: ${sent[field] ?? '(blank)'}`);
  await reopenInboxItemFor(
    tx,
    {
      type: 'partner_application',
      subjectId: earlier.id,
      summary: `${earlier.name} of ${earlier.company} applied to be a housing partner (${reference})`,
    },
    {
      body: changed.length
        ? `Applied again with the same email. What differs from this application: ${changed.join('; ')}`
        : 'Applied again with the same email and the same answers.',
    },
  );
  await queueMessage(tx, { kind: 'partner_application.received', recipientId: earlier.id, payload: {} });
  await recordAudit(tx, {
    action: 'partner_application.repeated',
    actorType: 'anonymous',
    targetType: 'partner_application',
    targetId: earlier.id,
    ip,
    details: { changedFields: changed.length },
  });
  return { id: earlier.id, reference, status: 'pending', message: PARTNER_SUBMITTED_MESSAGE };
}

export interface PartnerApplicationDecider {
  id: string;
  ip: string;
}

/**
 * An admin's decision, in the caller's transaction (the inbox action's). Approving gives the professional a
 * landlord account marked as a housing professional (a new one is opened by a one-time link to set the
 * password; an existing one is linked); declining keeps the reason. Either way the application is decided once
 * (409 after), the applicant is told and the decision is audited; the outcome is the line for its inbox item,
 * which the inbox finishes.
 */
export async function decidePartnerApplication(
  tx: Database,
  applicationId: string,
  input: PartnerApplicationDecisionInput,
  admin: PartnerApplicationDecider,
): Promise<{ status: 'approved' | 'declined'; landlordId: string | null; outcome: string }> {
  const application = await lockPartnerApplication(tx, applicationId);
  if (!application) throw notFound(PARTNER_APPLICATION_NOT_FOUND);
  if (application.status !== 'pending') throw new HttpError(409, PARTNER_APPLICATION_DECIDED_MESSAGE);

  if (input.decision === 'approve') {
    const invitation = await inviteLandlordAccount(
      tx,
      {
        name: application.name,
        email: application.email,
        phone: application.phone,
        housingProfessional: true,
      },
      admin,
    );
    await recordDecision(tx, applicationId, {
      status: 'approved',
      decidedBy: admin.id,
      reason: null,
      landlordId: invitation.landlordId,
    });
    await queueMessage(tx, {
      kind: 'partner_application.approved',
      recipientId: applicationId,
      payload: invitation.linkId ? { linkId: invitation.linkId } : {},
    });
    await audit(tx, applicationId, 'partner_application.approved', admin, {
      landlordId: invitation.landlordId,
      newAccount: invitation.linkId !== null,
    });
    const outcome = invitation.linkId
      ? 'Approved: invited to set up a landlord account as a housing professional'
      : 'Approved: their landlord account is now marked as a housing professional';
    return { status: 'approved', landlordId: invitation.landlordId, outcome };
  }

  const reason = input.reason ?? '';
  await recordDecision(tx, applicationId, {
    status: 'declined',
    decidedBy: admin.id,
    reason,
    landlordId: null,
  });
  await queueMessage(tx, { kind: 'partner_application.declined', recipientId: applicationId, payload: {} });
  await audit(tx, applicationId, 'partner_application.declined', admin, {});
  return { status: 'declined', landlordId: null, outcome: `Declined: ${reason}` };
}

const audit = (
  tx: Database,
  applicationId: string,
  action: string,
  admin: PartnerApplicationDecider,
  details: Record<string, unknown>,
) =>
  recordAudit(tx, {
    action,
    actorType: 'admin',
    actorId: admin.id,
    ip: admin.ip,
    targetType: 'partner_application',
    targetId: applicationId,
    details,
  });
