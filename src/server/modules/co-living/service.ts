import { type Database, withTransaction } from '@server/db/client';
import { openInboxItem } from '@server/modules/inbox';
import { queueMessage } from '@server/modules/messages';
import { attachIntakeReport, registerVeteran } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import {
  CO_LIVING_RECEIVED_MESSAGE,
  type CoLivingApplicationData,
  type CoLivingApplicationReceived,
} from '@shared/contracts/co-living';
import { housingStatusOf } from '@shared/contracts/housing-status';
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

/** The case manager (or signed-in organisation) of the open application sends again: they may change it. */
const sameCaseManager = (
  open: { caseManagerEmail: string; organizationId: string | null },
  caseManagerEmail: string,
  organizationId: string | null,
) =>
  open.caseManagerEmail === caseManagerEmail ||
  (organizationId !== null && open.organizationId === organizationId);

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
  const caseManagerEmail = input.caseManagerEmail.toLowerCase();
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
        return !open || sameCaseManager(open, caseManagerEmail, applicant.organizationId);
      },
    );
    const values = applicationValues(input, veteran.id, applicant.organizationId);
    const open = await lockOpenApplication(tx, veteran.id);
    // never reached for a person found on record (the check above made a person of their own): a safeguard
    if (open && !sameCaseManager(open, caseManagerEmail, applicant.organizationId)) {
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
      // the one total, as stored with the application
      totalVerifiedMonthlyIncome: values.totalVerifiedMonthlyIncomeCents / 100,
      message: CO_LIVING_RECEIVED_MESSAGE,
    };
  });
}
