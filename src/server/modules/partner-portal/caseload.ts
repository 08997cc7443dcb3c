import type { Database } from '@server/db/client';
import { survivorOf } from '@server/modules/duplicates';
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
import { caseloadPriority, currentMatch } from '@shared/domain/caseload-status';
import { isOpenMatch } from '@shared/domain/housing-match-status';
import { reasonWithoutLandlordTier } from '@shared/domain/match-engine';
import type { PersonStatus } from '@shared/domain/person-timeline';
import {
  type CaseloadMatchRow,
  type CaseloadVeteranRow,
  caseloadPage,
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

/**
 * GET /api/partner/caseload: the organisation's veterans, most urgent first, one page. The order and the page are
 * SQL's (`caseload_keys`, equal to `compareCaseload`: caseload-order.test.ts); each line is the shared rules'.
 */
export async function partnerCaseload(
  db: Database,
  organizationId: string,
  options: CaseloadOptions,
): Promise<CaseloadList> {
  const page = await caseloadPage(db, organizationId, options);
  const byVeteran = new Map<string, CaseloadMatchRow[]>();
  for (const match of page.matches) {
    const own = byVeteran.get(match.veteranId);
    if (own) own.push(match);
    else byVeteran.set(match.veteranId, [match]);
  }
  const items = page.veterans.map((veteran) =>
    toItem(
      veteran,
      byVeteran.get(veteran.id) ?? [],
      page.noticesSent.get(veteran.id) ?? null,
      veteran.status,
    ),
  );
  return { items, total: page.total };
}

const toMatchDetail = (match: CaseloadMatchRow, undecided: ReadonlySet<string>): CaseloadMatchDetail => ({
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
  awaitsDecision: isOpenMatch(match.status) && undecided.has(match.id),
});

/**
 * GET /api/partner/caseload/{veteranId}: the veteran's record for the organisation that brought them in.
 * Reading a veteran's personal data is audited, in the read's own statement (caseloadVeteranRows), so the record
 * is answered only once that is recorded; another organisation's veteran is unknown (404). A person an
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
  const { veteran, matches, noticeSentAt, referral, path, undecidedOffers } = found;
  const { bestMatch: _, ...item } = toItem(veteran, matches, noticeSentAt, path.status);
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
    matches: matches.map((match) => toMatchDetail(match, undecidedOffers)),
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
