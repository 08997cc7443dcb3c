import { type Database, withTransaction } from '@server/db/client';
import { openInboxItem } from '@server/modules/inbox';
import { attachIntakeReport, registerVeteran } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import {
  CO_LIVING_RECEIVED_MESSAGE,
  type CoLivingApplicationData,
  type CoLivingApplicationReceived,
} from '@shared/contracts/co-living';
import { normalizeEmail } from '@shared/contracts/common';
import { housingStatusOf } from '@shared/contracts/housing-status';
import { keptAnswersOf } from '@shared/domain/co-living/profile-answers';
import { CO_LIVING_MIN_TOTAL_INCOME, totalVerifiedMonthlyIncome } from '@shared/domain/co-living/vocabulary';
import { queueToReaders } from './readers';
import {
  type ApplicationValues,
  insertApplication,
  lockOpenApplication,
  type OpenApplication,
  updateApplication,
} from './repo';

export interface Applicant {
  /** The signed-in partner's organisation, when a case worker applied from their session. */
  organizationId: string | null;
  ip: string;
}

const cents = (dollars: number) => Math.round(dollars * 100);
const usd = (dollars: number) => `$${dollars.toLocaleString('en-US')}`;

/** The form's answers as stored: an unticked benefit's income and pet details without pets are not kept. */
export function applicationValues(
  input: CoLivingApplicationData,
  veteranId: string,
  organizationId: string | null,
): ApplicationValues {
  const disability = input.hasDisabilityBenefits ? (input.monthlyDisabilityIncome ?? null) : null;
  const socialSecurity = input.hasSocialSecurityBenefits ? (input.monthlySocialSecurityIncome ?? null) : null;
  return {
    veteranId,
    organizationId,
    caseManagerName: input.caseManagerName ?? null,
    caseManagerEmail: input.caseManagerEmail?.toLowerCase() ?? null,
    caseManagerPhone: input.caseManagerPhone ?? null,
    hasDisabilityBenefits: input.hasDisabilityBenefits,
    hasSocialSecurityBenefits: input.hasSocialSecurityBenefits,
    monthlyDisabilityIncomeCents: disability === null ? null : cents(disability),
    monthlySocialSecurityIncomeCents: socialSecurity === null ? null : cents(socialSecurity),
    totalVerifiedMonthlyIncomeCents: cents(totalVerifiedMonthlyIncome(input)),
    ...keptAnswersOf(input),
    maxRoomBudgetCents: cents(input.maxRoomBudget),
    petDetails: input.hasPets && input.petDetails ? input.petDetails : null,
    quietHoursStart: input.quietHours.start,
    quietHoursEnd: input.quietHours.end,
    additionalNotes: input.additionalNotes ? input.additionalNotes : null,
  };
}

/** Who sends an application: its case manager's email (none when the veteran applies alone), and theirs. */
interface Sender {
  caseManagerEmail: string | null;
  veteranEmail: string;
  organizationId: string | null;
}

/**
 * Whoever sent the open application sends again, so may change it: its case manager (their email), the signed-in
 * organisation, or, for an application the veteran sent alone, the veteran from the email on their record.
 */
const sameSender = (open: OpenApplication, sender: Sender) =>
  (sender.caseManagerEmail !== null && open.caseManagerEmail === sender.caseManagerEmail) ||
  (sender.organizationId !== null && open.organizationId === sender.organizationId) ||
  (sender.caseManagerEmail === null &&
    open.caseManagerEmail === null &&
    open.veteranEmail !== null &&
    normalizeEmail(open.veteranEmail) === sender.veteranEmail);

/**
 * One transaction: the applicant on the one veteran record (a known veteran is linked on strong evidence, not
 * duplicated), their open application updated in place (same reference) by the case manager who sent it or a new
 * one, the admins' inbox item, the acknowledgement to the case manager who sent this application and the audit
 * line. The answer never depends on who is on record (decision 0030): an application for a person who already
 * has one in review from another case manager is accepted as its own pending application, on a person of its own
 * paired with them for an admin (one open application per person stays true).
 */
export async function submitCoLivingApplication(
  db: Database,
  input: CoLivingApplicationData,
  applicant: Applicant,
): Promise<CoLivingApplicationReceived> {
  const sender: Sender = {
    caseManagerEmail: input.caseManagerEmail ? normalizeEmail(input.caseManagerEmail) : null,
    veteranEmail: normalizeEmail(input.veteranEmail),
    organizationId: applicant.organizationId,
  };
  return withTransaction(db, async (tx) => {
    const veteran = await registerVeteran(
      tx,
      {
        name: input.veteranName,
        phone: input.veteranPhone,
        email: input.veteranEmail,
        zipCode: input.veteranZip,
        ...housingStatusOf(input),
        caseManagerEmail: input.caseManagerEmail,
        organizationId: applicant.organizationId,
        source: 'co_living',
      },
      {
        kind: 'co_living_application',
        signedIn: applicant.organizationId ? { organizationId: applicant.organizationId } : null,
        ip: applicant.ip,
      },
      // only the same case manager (or their signed-in organisation) changes an application in review; anyone
      // else's application for that person is their own, on a person of its own paired for an admin
      async (personId) => {
        const open = await lockOpenApplication(tx, personId);
        return !open || sameSender(open, sender);
      },
    );
    const values = applicationValues(input, veteran.id, applicant.organizationId);
    const open = await lockOpenApplication(tx, veteran.id);
    // never reached for a person found on record (the check above made a person of their own): a safeguard
    if (open && !sameSender(open, sender)) {
      throw new Error('co-living application attached to another case manager’s application in review');
    }
    const application = open
      ? await updateApplication(tx, open.id, values)
      : await insertApplication(tx, values);
    await attachIntakeReport(tx, veteran.reportId, application.id);
    await openInboxItem(tx, {
      type: 'co_living_application',
      subjectId: application.id,
      // the inbox's rule: never a veteran's income in a summary, so only that it meets the program's minimum
      summary: `${input.veteranName} applied for co-living (${input.veteranZip}), verified income of at least ${usd(CO_LIVING_MIN_TOTAL_INCOME)}`,
    });
    await queueToReaders(tx, 'co_living.application_received', {
      id: application.id,
      caseManagerEmail: values.caseManagerEmail ?? null,
    });
    await recordAudit(tx, {
      action: 'co_living.application_received',
      actorType: applicant.organizationId ? 'partner' : 'anonymous',
      actorId: applicant.organizationId,
      targetType: 'co_living_application',
      targetId: application.id,
      ip: applicant.ip,
      details: {
        veteranId: veteran.id,
        status: application.status,
        updated: open !== undefined,
        linkedToPersonOnRecord: veteran.linked,
      },
    });
    return {
      id: application.id,
      reference: application.reference,
      status: application.status,
      // the one total, as stored with the application
      totalVerifiedMonthlyIncome: values.totalVerifiedMonthlyIncomeCents / 100,
      message: CO_LIVING_RECEIVED_MESSAGE,
    };
  });
}
