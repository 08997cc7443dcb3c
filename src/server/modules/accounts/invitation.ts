import { type Database, withTransaction } from '@server/db/client';
import { queueMessage } from '@server/modules/messages';
import { recordAudit } from '@server/plugins/audit';
import { createAccountLink } from '@server/plugins/auth';
import { HttpError, notFound } from '@server/plugins/error-handler';
import {
  type InvitationQueued,
  ORGANIZATION_WITHOUT_EMAIL_MESSAGE,
} from '@shared/contracts/account-recovery';
import { normalizeEmail } from '@shared/contracts/common';
import { findOrganizationEmail } from './account-link-repo';

/** Who sends an invitation: an admin (the API) or the operator at the command line (create-partner). */
export type Inviter = { type: 'admin'; id: string; ip: string } | { type: 'system' };

/**
 * Invites an organisation to set its partner password: a one-time link (INVITATION_TTL_DAYS) to the
 * organisation's email, queued with its message and audited in one transaction. 404 for an unknown
 * organisation, 409 when it has no email.
 */
export async function inviteOrganization(
  db: Database,
  organizationId: string,
  inviter: Inviter,
): Promise<InvitationQueued> {
  return withTransaction(db, async (tx) => {
    const organization = await findOrganizationEmail(tx, organizationId);
    if (!organization) throw notFound('Organization not found');
    if (!organization.email) throw new HttpError(409, ORGANIZATION_WITHOUT_EMAIL_MESSAGE);
    const email = normalizeEmail(organization.email);
    const link = await createAccountLink(tx, { purpose: 'invitation', email, subject: { organizationId } });
    await queueMessage(tx, {
      kind: 'account.invitation',
      recipientId: organizationId,
      payload: { linkId: link.id },
    });
    await recordAudit(tx, {
      action: 'organization.invitation_sent',
      actorType: inviter.type,
      actorId: inviter.type === 'admin' ? inviter.id : null,
      ip: inviter.type === 'admin' ? inviter.ip : undefined,
      targetType: 'organization',
      targetId: organizationId,
    });
    return { email, expiresAt: link.expiresAt.toISOString() };
  });
}
