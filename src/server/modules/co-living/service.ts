import { type Database, withTransaction } from '@server/db/client';
import { openInboxItem } from '@server/modules/inbox';
import { queueMessage } from '@server/modules/messages';
import { attachIntakeReport, registerVeteran } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import { HttpError } from '@server/plugins/error-handler';
import {
  CO_LIVING_IN_REVIEW_MESSAGE,
  CO_LIVING_RECEIVED_MESSAGE,
  type CoLivingApplicationData,
  type CoLivingApplicationReceived,
} from '@shared/contracts/co-living';
import { CO_LIVING_MIN_TOTAL_INCOME, totalVerifiedMonthlyIncome } from '@shared/domain/co-living/vocabulary';
import { type ApplicationValues, insertApplication, lockOpenApplication, updateApplication } from './repo';

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
    caseManagerName: input.caseManagerName,
    caseManagerEmail: input.caseManagerEmail.toLowerCase(),
    caseManagerPhone: input.caseManagerPhone,
    hasDisabilityBenefits: input.hasDisabilityBenefits,
    hasSocialSecurityBenefits: input.hasSocialSecurityBenefits,
    monthlyDisabilityIncomeCents: disability === null ? null : cents(disability),
    monthlySocialSecurityIncomeCents: socialSecurity === null ? null : cents(socialSecurity),
    totalVerifiedMonthlyIncomeCents: cents(totalVerifiedMonthlyIncome(input)),
    serviceBranch: input.serviceBranch,
    preferredServiceEra: input.preferredServiceEra,
    socialLevel: input.socialLevel,
    cleanliness: input.cleanliness,
    smokingPreference: input.smokingPreference,
    drinkingPreference: input.drinkingPreference,
    conflictResolutionStyle: input.conflictResolutionStyle,
    maxRoomBudgetCents: cents(input.maxRoomBudget),
    preferredRoomType: input.preferredRoomType,
    accessibilityNeeds: input.accessibilityNeeds,
    hasServiceAnimal: input.hasServiceAnimal,
    hasPets: input.hasPets,
    petDetails: input.hasPets && input.petDetails ? input.petDetails : null,
    interestInCommunityActivities: input.interestInCommunityActivities,
    willingToOrganizeEvents: input.willingToOrganizeEvents,
    previousSharedLivingExperience: input.previousSharedLivingExperience,
    quietHoursStart: input.quietHours.start,
    quietHoursEnd: input.quietHours.end,
    additionalNotes: input.additionalNotes ? input.additionalNotes : null,
  };
}

/**
 * One transaction: the applicant on the one veteran record (a known veteran is linked, not duplicated), their
 * open application updated in place (same reference) or a new one, the admins' inbox item, the acknowledgement
 * to the case manager and the audit line.
 */
export async function submitCoLivingApplication(
  db: Database,
  input: CoLivingApplicationData,
  applicant: Applicant,
): Promise<CoLivingApplicationReceived> {
  const total = totalVerifiedMonthlyIncome(input);
  return withTransaction(db, async (tx) => {
    const veteran = await registerVeteran(
      tx,
      {
        name: input.veteranName,
        phone: input.veteranPhone,
        email: input.veteranEmail,
        zipCode: input.veteranZip,
        caseManagerEmail: input.caseManagerEmail,
        organizationId: applicant.organizationId,
        source: 'co_living',
      },
      {
        kind: 'co_living_application',
        signedIn: applicant.organizationId ? { organizationId: applicant.organizationId } : null,
        ip: applicant.ip,
      },
    );
    const values = applicationValues(input, veteran.id, applicant.organizationId);
    const open = await lockOpenApplication(tx, veteran.id);
    // only the same case manager (or their signed-in organisation) changes an application in review: a public
    // form must not let whoever knows a veteran's phone rewrite their answers or redirect their case manager
    const sameCaseManager =
      open &&
      (open.caseManagerEmail === values.caseManagerEmail ||
        (applicant.organizationId !== null && open.organizationId === applicant.organizationId));
    if (open && !sameCaseManager) throw new HttpError(409, CO_LIVING_IN_REVIEW_MESSAGE);
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
    await queueMessage(tx, {
      kind: 'co_living.application_received',
      recipientId: application.id,
      payload: {},
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
      totalVerifiedMonthlyIncome: total,
      message: CO_LIVING_RECEIVED_MESSAGE,
    };
  });
}
