import type { Database } from '@server/db/client';
import { survivorOf } from '@server/modules/duplicates';
import { personPath } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import { movedTo, notFound } from '@server/plugins/error-handler';
import {
  CASELOAD_NOT_FOUND_MESSAGE,
  type CaseloadItem,
  type CaseloadList,
  type CaseloadMatchDetail,
  type CaseloadOptions,
  type CaseloadVeteran,
  caseloadVeteranPath,
} from '@shared/contracts/caseload';
import { caseloadPriority, compareCaseload, currentMatch } from '@shared/domain/caseload-status';
import { isOpenMatch } from '@shared/domain/housing-match-status';
import { reasonWithoutLandlordTier } from '@shared/domain/match-engine';
import type { PersonStatus } from '@shared/domain/person-timeline';
import {
  type CaseloadMatchRow,
  type CaseloadVeteranRow,
  caseloadRows,
  caseloadVeteranRows,
} from './caseload-repo';

const latest = (dates: readonly (Date | null)[]): Date =>
  new Date(Math.max(...dates.filter((date): date is Date => date !== null).map((date) => date.getTime())));

/** When the match last took a step (proposed, contacted, approved, placed or declined). */
const matchLastStep = (match: CaseloadMatchRow) =>
  latest([match.createdAt, match.contactedAt, match.approvedAt, match.placedAt, match.declinedAt]);

/**
 * A veteran's caseload line: the status their timeline gives, the home beside them from their matches, and when
 * anything last changed (their intake, a match's step, a delivered waitlist notice).
 */
function toItem(
  veteran: CaseloadVeteranRow,
  own: readonly CaseloadMatchRow[],
  noticeSentAt: Date | null,
  status: PersonStatus,
) {
  const open = own.filter((match) => isOpenMatch(match.status));
  const priority = caseloadPriority({
    status,
    benefits: {
      vash: veteran.hasVoucher,
      giBill: veteran.giBill,
      disability: veteran.disability,
      employment: veteran.employment,
    },
    openMatches: open.length,
    voucherHomeOpen: open.some((match) => match.acceptsVouchers),
  });
  const best = currentMatch(own);
  const item: CaseloadItem = {
    veteranId: veteran.id,
    name: veteran.name,
    zipCode: veteran.zipCode,
    status,
    bestMatch: best
      ? {
          matchId: best.id,
          address: best.address,
          city: best.city,
          state: best.state,
          zipCode: best.zipCode,
          score: best.score,
          status: best.status,
        }
      : null,
    priority,
    urgency: veteran.urgency,
    lastChangeAt: latest([veteran.createdAt, noticeSentAt, ...own.map(matchLastStep)]).toISOString(),
  };
  return item;
}

/** GET /api/partner/caseload: the organisation's veterans, most urgent first, one page. */
export async function partnerCaseload(
  db: Database,
  organizationId: string,
  options: CaseloadOptions,
): Promise<CaseloadList> {
  const rows = await caseloadRows(db, organizationId, options.search);
  const byVeteran = new Map<string, CaseloadMatchRow[]>();
  for (const match of rows.matches) {
    const own = byVeteran.get(match.veteranId);
    if (own) own.push(match);
    else byVeteran.set(match.veteranId, [match]);
  }
  const items = rows.veterans
    .map((veteran) =>
      toItem(
        veteran,
        byVeteran.get(veteran.id) ?? [],
        rows.noticesSent.get(veteran.id) ?? null,
        veteran.status,
      ),
    )
    .filter((item) => options.status === 'all' || item.status === options.status)
    .sort((a, b) => compareCaseload(a, b) || a.veteranId.localeCompare(b.veteranId));
  return { items: items.slice(options.offset, options.offset + options.limit), total: items.length };
}

const toMatchDetail = (match: CaseloadMatchRow): CaseloadMatchDetail => ({
  matchId: match.id,
  address: match.address,
  city: match.city,
  state: match.state,
  zipCode: match.zipCode,
  score: match.score,
  status: match.status,
  reason: reasonWithoutLandlordTier(match.reason),
  declineReason: match.declineReason,
  createdAt: match.createdAt.toISOString(),
  lastStepAt: matchLastStep(match).toISOString(),
});

/**
 * GET /api/partner/caseload/{veteranId}: the veteran's record for the organisation that brought them in.
 * Reading a veteran's personal data is audited, and the record answered only once that is recorded (no
 * transaction: the read changes nothing to undo); another organisation's veteran is unknown (404). A person an
 * admin merged into one of the organisation's people answers 308 with the survivor's address (looked up only when
 * the one-statement read found nothing).
 */
export async function partnerCaseloadVeteran(
  db: Database,
  organizationId: string,
  veteranId: string,
): Promise<CaseloadVeteran> {
  const found = await caseloadVeteranRows(db, organizationId, veteranId);
  if (!found) {
    const survivor = await survivorOf(db, veteranId, organizationId);
    if (survivor) throw movedTo(caseloadVeteranPath(survivor), 'This person was merged into another record.');
    throw notFound(CASELOAD_NOT_FOUND_MESSAGE);
  }
  const { veteran, matches, noticeSentAt, referral } = found;
  const path = await personPath(db, veteranId);
  const { bestMatch: _, ...item } = toItem(veteran, matches, noticeSentAt, path.status);
  await recordAudit(db, {
    action: 'veteran.viewed',
    actorType: 'partner',
    actorId: organizationId,
    targetType: 'veteran',
    targetId: veteranId,
    details: { status: item.status },
  });
  return {
    ...item,
    phone: veteran.phone,
    email: veteran.email,
    caseManagerEmail: veteran.caseManagerEmail,
    dischargeStatus: veteran.dischargeStatus,
    benefits: {
      vash: veteran.hasVoucher,
      giBill: veteran.giBill,
      disability: veteran.disability,
      employment: veteran.employment,
    },
    needs: { requiresAccessibility: veteran.requiresAccessibility, hasPet: veteran.hasPet },
    additionalNotes: veteran.additionalNotes,
    createdAt: veteran.createdAt.toISOString(),
    matches: matches.map(toMatchDetail),
    referral: referral
      ? {
          id: referral.id,
          reference: referral.reference,
          status: referral.status,
          needType: referral.needType,
          createdAt: referral.createdAt.toISOString(),
        }
      : null,
    timeline: path.timeline,
  };
}
