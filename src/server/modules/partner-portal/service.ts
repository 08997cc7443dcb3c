import { type Database, withTransaction } from '@server/db/client';
import { toOrganizationView } from '@server/modules/accounts';
import { closeInboxItemsFor } from '@server/modules/inbox';
import { appendPersonEvent, personStatusesOf, statusIn } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import { HttpError, notFound } from '@server/plugins/error-handler';
import type { OrganizationView } from '@shared/contracts/organizations';
import type {
  PartnerReferral,
  PartnerReferralList,
  ReferralStats,
  ZReferralPatch,
} from '@shared/contracts/partner';
import {
  CSV_EXPORT_BLOCKED_MESSAGE,
  CSV_EXPORT_MIN_TIER,
  canMoveReferral,
  REFERRAL_STATUS_LABELS,
  type ReferralFilter,
  type ReferralStatus,
} from '@shared/domain/referral-status';
import type { z } from 'zod';
import { referralsCsv } from './csv';
import {
  findOrganization,
  findReferral,
  type ListOptions,
  type OrganizationRow,
  referralsExport,
  referralsPage,
  updateReferral,
} from './repo';
import { asStatus, percent, toPartnerReferral, utcMonthStart } from './views';

export const REFERRAL_NOT_FOUND = 'Referral not found';
export const ORGANIZATION_NOT_FOUND = 'Organization not found';
export const REFERRAL_CHANGED_MESSAGE =
  'Someone else changed this referral a moment ago. Reload the list and try again.';

export async function ownOrganization(db: Database, organizationId: string): Promise<OrganizationRow> {
  const organization = await findOrganization(db, organizationId);
  if (!organization) throw notFound(ORGANIZATION_NOT_FOUND);
  return organization;
}

export async function partnerProfile(db: Database, organizationId: string): Promise<OrganizationView> {
  return toOrganizationView(await ownOrganization(db, organizationId));
}

/**
 * The referrals tab: the stat cards (always over all of this organisation's referrals, whatever the
 * list's filter), one page of the filter and its total, from one statement.
 */
export async function partnerReferrals(
  db: Database,
  organizationId: string,
  options: ListOptions,
  now = new Date(),
): Promise<PartnerReferralList> {
  const { counts, statusCounts, topZip, total, rows } = await referralsPage(
    db,
    organizationId,
    options,
    utcMonthStart(now),
  );
  const stats: ReferralStats = {
    total: counts.total,
    pending: counts.pending,
    inProgress: counts.inProgress,
    completed: counts.completed,
    thisMonth: counts.thisMonth,
    contactedPercent: percent(counts.contacted, counts.total),
    matchedPercent: percent(counts.matched, counts.total),
    topZip,
  };
  const statuses = await personStatusesOf(
    db,
    rows.map((row) => row.veteranId),
  );
  const referrals = rows.map((row) => toPartnerReferral(row, statusIn(statuses, row.veteranId)));
  return { stats, statusCounts, referrals, total };
}

/** Why a move is refused, in the dashboard's words; null when the workflow allows it. */
export function refusedMove(from: ReferralStatus, to: ReferralStatus): string | null {
  if (from === to) return `This referral is already ${REFERRAL_STATUS_LABELS[from]}.`;
  if (!canMoveReferral(from, to)) {
    return `A referral that is ${REFERRAL_STATUS_LABELS[from]} can't move to ${REFERRAL_STATUS_LABELS[to]}.`;
  }
  return null;
}

/**
 * The timeline's side of a move: reaching the person is a contact (HMIS 4.12, where they sleep not asked);
 * closing with a destination is their exit. Other moves are the organisation's own workflow.
 */
async function appendReferralEvent(
  tx: Database,
  organizationId: string,
  veteranId: string,
  to: ReferralStatus,
  destination: number | undefined,
) {
  const common = {
    veteranId,
    occurredAt: new Date().toISOString(),
    recordedBy: { kind: 'partner', id: organizationId },
    organizationId,
  } as const;
  if (to === 'contacted')
    await appendPersonEvent(tx, { ...common, type: 'contacted', details: { livingSituation: null } });
  if (to === 'closed' && destination !== undefined)
    await appendPersonEvent(tx, { ...common, type: 'exited', details: { destination } });
}

/**
 * A status move and/or a notes edit, all or nothing: the change and its audit records land in one
 * transaction, and the move only applies while the referral still has the status it was checked against.
 */
export async function changeReferral(
  db: Database,
  organizationId: string,
  id: string,
  patch: z.output<typeof ZReferralPatch>,
): Promise<PartnerReferral> {
  return withTransaction(db, async (tx) => {
    const current = await findReferral(tx, organizationId, id);
    if (!current) throw notFound(REFERRAL_NOT_FOUND);
    const from = asStatus(current.status);
    const to = patch.status;
    if (to !== undefined) {
      const refusal = refusedMove(from, to);
      if (refusal) throw new HttpError(409, refusal);
    }
    const move = to === undefined ? undefined : { from, to };
    const applied = await updateReferral(tx, organizationId, id, { move, notes: patch.notes });
    if (!applied) throw new HttpError(409, REFERRAL_CHANGED_MESSAGE);

    const audit = {
      actorType: 'partner',
      actorId: organizationId,
      targetType: 'referral',
      targetId: id,
    } as const;
    if (move) {
      await recordAudit(tx, { ...audit, action: 'referral.status_changed', details: move });
      await appendReferralEvent(tx, organizationId, applied.veteranId, move.to, patch.destination);
      // the organisation answered: whatever waited in the operations inbox about this referral is done
      const body = `The organization moved the referral to ${REFERRAL_STATUS_LABELS[move.to].toLowerCase()}`;
      for (const type of ['unclaimed_referral', 'stalled_referral'] as const)
        await closeInboxItemsFor(tx, type, id, { body });
    }
    if (patch.notes !== undefined) {
      await recordAudit(tx, {
        ...audit,
        action: 'referral.notes_edited',
        details: { length: patch.notes.length },
      });
    }
    const updated = await findReferral(tx, organizationId, id);
    if (!updated) throw notFound(REFERRAL_NOT_FOUND);
    return toPartnerReferral(updated);
  });
}

export interface ReferralsExport {
  filename: string;
  csv: string;
  count: number;
}

/** The CSV download (integration tier 2 and up); every export is audited with its row count. */
export async function exportReferrals(
  db: Database,
  organizationId: string,
  status: ReferralFilter,
  now = new Date(),
): Promise<ReferralsExport> {
  const exported = await referralsExport(db, organizationId, status, CSV_EXPORT_MIN_TIER);
  if (!exported) throw notFound(ORGANIZATION_NOT_FOUND);
  if (exported.integrationTier < CSV_EXPORT_MIN_TIER) throw new HttpError(403, CSV_EXPORT_BLOCKED_MESSAGE);
  const { rows } = exported;
  await recordAudit(db, {
    action: 'referrals.exported',
    actorType: 'partner',
    actorId: organizationId,
    targetType: 'organization',
    targetId: organizationId,
    details: { count: rows.length, status },
  });
  const slug = exported.slug.replace(/[^a-z0-9-]/gi, '-').toLowerCase();
  return {
    filename: `referrals-${slug}-${now.toISOString().slice(0, 10)}.csv`,
    csv: referralsCsv(rows),
    count: rows.length,
  };
}
