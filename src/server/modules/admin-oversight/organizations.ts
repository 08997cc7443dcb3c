import { type Database, withTransaction } from '@server/db/client';
import { updateOrganization } from '@server/modules/accounts';
import { recordAudit } from '@server/plugins/audit';
import { revokeSessionsOf } from '@server/plugins/auth';
import { HttpError, notFound } from '@server/plugins/error-handler';
import type {
  AdminOrganization,
  AdminOrganizationChange,
  AdminOrganizationPage,
} from '@shared/contracts/admin-oversight';
import { placementTier } from '@shared/domain/placement-tiers';
import {
  findCredential,
  findOrganizationRecord,
  lockOrganization,
  type OrganizationFilter,
  type OrganizationRecord,
  organizationPage,
  setCredentialActive,
  upsertContinuum,
} from './organizations-repo';

export const ORGANIZATION_NOT_FOUND_MESSAGE = 'Organization not found';
export const NO_SIGN_IN_MESSAGE =
  'This organization has no sign-in yet. Send it an invitation to set one up first.';

function toAdminOrganization({ figures, ...row }: OrganizationRecord): AdminOrganization {
  return {
    ...row,
    placementTier: placementTier(figures.placements, row.verified),
    referralsOpen: figures.referralsOpen,
    medianHoursToFirstContact: figures.medianHoursToFirstContact,
    placements: figures.placements,
  };
}

/** GET /api/admin/organizations: by name; filtered by state and a search of name, city, slug, email, ZIP. */
export async function listOrganizations(
  db: Database,
  query: OrganizationFilter & { page: number; pageSize: number },
): Promise<AdminOrganizationPage> {
  const filter = { state: query.state, search: query.search };
  const { rows, total } = await organizationPage(db, filter, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    organizations: rows.map(toAdminOrganization),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function adminOrganization(db: Database, id: string): Promise<AdminOrganization> {
  const row = await findOrganizationRecord(db, id);
  if (!row) throw notFound(ORGANIZATION_NOT_FOUND_MESSAGE);
  return toAdminOrganization(row);
}

export interface AdminActor {
  id: string;
  ip: string;
}

/**
 * PATCH /api/admin/organizations/:id: each field that really changes is written and audited in one
 * transaction. Switching the sign-in off ends every session of the organisation at once (its next request
 * is 401); an organisation without a sign-in answers 409 (invite it first).
 */
export async function changeOrganization(
  db: Database,
  id: string,
  change: AdminOrganizationChange,
  admin: AdminActor,
): Promise<AdminOrganization> {
  await withTransaction(db, async (tx) => {
    const current = await lockOrganization(tx, id);
    if (!current) throw notFound(ORGANIZATION_NOT_FOUND_MESSAGE);
    const audit = (action: string, details: Record<string, unknown>) =>
      recordAudit(tx, {
        action,
        actorType: 'admin',
        actorId: admin.id,
        ip: admin.ip,
        targetType: 'organization',
        targetId: id,
        details,
      });
    const update: Parameters<typeof updateOrganization>[2] = {};
    if (change.verified !== undefined && change.verified !== current.verified) {
      update.verified = change.verified;
      await audit(change.verified ? 'organization.verified' : 'organization.unverified', {
        verified: change.verified,
      });
    }
    if (change.integrationTier !== undefined && change.integrationTier !== current.integrationTier) {
      update.integrationTier = change.integrationTier;
      await audit('organization.tier_changed', { from: current.integrationTier, to: change.integrationTier });
    }
    if (
      change.allowsDirectReferrals !== undefined &&
      change.allowsDirectReferrals !== current.allowsDirectReferrals
    ) {
      update.allowsDirectReferrals = change.allowsDirectReferrals;
      await audit('organization.direct_referrals_changed', {
        allowsDirectReferrals: change.allowsDirectReferrals,
      });
    }
    if (change.continuum !== undefined) {
      const code = change.continuum?.code ?? null;
      if (change.continuum) await upsertContinuum(tx, change.continuum);
      if (code !== current.cocCode || change.continuum) {
        update.cocCode = code;
        await audit('organization.continuum_changed', {
          from: current.cocCode,
          to: change.continuum ?? null,
        });
      }
    }
    if (Object.keys(update).length > 0) await updateOrganization(tx, id, update);
    if (change.signInActive !== undefined) {
      const credential = await findCredential(tx, id);
      if (!credential) throw new HttpError(409, NO_SIGN_IN_MESSAGE);
      if (credential.isActive !== change.signInActive) {
        await setCredentialActive(tx, credential.id, change.signInActive);
        if (change.signInActive) {
          await audit('organization.sign_in_reactivated', {});
        } else {
          const sessionsEnded = await revokeSessionsOf(tx, { organizationId: id });
          await audit('organization.sign_in_deactivated', { sessionsEnded });
        }
      }
    }
  });
  return adminOrganization(db, id);
}
