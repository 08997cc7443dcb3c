import type { Database } from '@server/db/client';
import { personStatusesOf, statusIn } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import { notFound } from '@server/plugins/error-handler';
import type { HouseholdView, PartnerCoLivingApplicant } from '@shared/contracts/co-living-households';
import type { HouseholdStatus } from '@shared/domain/co-living/vocabulary';
import { toHouseholdView, type Viewer } from './household-view';
import { selectHouseholdPage, selectHouseholdWithMembers, selectPartnerApplicants } from './households-repo';

export const HOUSEHOLD_NOT_FOUND_MESSAGE = 'Household not found';
/** A partner's co-living list holds their newest applicants. */
export const PARTNER_CO_LIVING_LIMIT = 100;

const auditActor = (viewer: Viewer) =>
  viewer.kind === 'admin'
    ? { actorType: 'admin' as const, actorId: viewer.userId }
    : { actorType: 'partner' as const, actorId: viewer.organizationId };

/** Admins: a page of households with their members, newest first. Members' names are read: audited. */
export async function listHouseholds(
  db: Database,
  admin: { userId: string },
  query: { status?: HouseholdStatus; limit: number; offset: number },
): Promise<{ items: HouseholdView[]; total: number }> {
  const { households, total } = await selectHouseholdPage(db, query);
  const viewer: Viewer = { kind: 'admin', userId: admin.userId };
  await recordAudit(db, {
    action: 'co_living.households_read',
    ...auditActor(viewer),
    targetType: 'co_living_household',
    details: {
      count: households.length,
      offset: query.offset,
      ...(query.status ? { status: query.status } : {}),
    },
  });
  return {
    items: households.map(({ row, members }) => toHouseholdView(row, members, viewer)),
    total,
  };
}

/**
 * One household for an admin, or for a partner whose organisation brought one of its proposed members
 * (declined ones too: the case manager reads why); anyone else reads 404. The read is audited.
 */
export async function readHousehold(db: Database, id: string, viewer: Viewer): Promise<HouseholdView> {
  const found = await selectHouseholdWithMembers(db, id);
  const visible =
    viewer.kind === 'admin' ||
    found?.members.some((member) => member.application.organizationId === viewer.organizationId);
  if (!found || !visible) throw notFound(HOUSEHOLD_NOT_FOUND_MESSAGE);
  const { row, members } = found;
  await recordAudit(db, {
    action: 'co_living.household_viewed',
    ...auditActor(viewer),
    targetType: 'co_living_household',
    targetId: id,
    details: { status: row.household.status, members: members.length },
  });
  return toHouseholdView(row, members, viewer);
}

/** GET /api/partner/co-living: the organisation's own applicants, newest first, and where each stands. */
export async function partnerCoLivingApplicants(
  db: Database,
  organizationId: string,
): Promise<PartnerCoLivingApplicant[]> {
  const rows = await selectPartnerApplicants(db, organizationId, PARTNER_CO_LIVING_LIMIT);
  const statuses = await personStatusesOf(
    db,
    rows.map((row) => row.veteranId),
  );
  return rows.map(({ veteranId, ...row }) => ({
    ...row,
    personStatus: statusIn(statuses, veteranId),
    appliedAt: row.appliedAt.toISOString(),
  }));
}
