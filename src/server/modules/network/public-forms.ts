import { type Database, withTransaction } from '@server/db/client';
import { landlordLeads } from '@server/db/schema';
import { lookupZip } from '@server/lib/zip-lookup';
import { openInboxItem } from '@server/modules/inbox';
import { queueMessage } from '@server/modules/messages';
import {
  appendPersonEvent,
  attachIntakeReport,
  type RegisteredVeteran,
  registerVeteran,
  type VeteranIntake,
} from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import { HttpError, notFound } from '@server/plugins/error-handler';
import { housingStatusOf } from '@shared/contracts/housing-status';
import {
  NO_DIRECT_REFERRALS_MESSAGE,
  OFFER_HOUSING_THANKS_MESSAGE,
  referralThanksMessage,
  VSO_NOT_FOUND_MESSAGE,
  type ZOfferHousingInput,
  type ZPublicReferralInput,
  type ZVeteranReferralInput,
} from '@shared/contracts/network';
import { dollarsToCents } from '@shared/domain/money';
import { countText } from '@shared/domain/number-text';
import { phoneDigits } from '@shared/domain/phone';
import { needTypeLabel } from '@shared/domain/referral-status';
import { URGENCY_LABELS, type UrgencyLevel } from '@shared/domain/urgency';
import type { z } from 'zod';
import { findVso } from './directory';
import { findOrganizationById } from './directory-repo';
import { hasActivePartnerSignIn, insertReferralRow, type ReferralValues } from './referral-repo';

type VeteranReferral = z.output<typeof ZVeteranReferralInput>;
type PublicReferral = z.output<typeof ZPublicReferralInput>;
type OfferHousing = z.output<typeof ZOfferHousingInput>;

type ReferralFields = Omit<ReferralValues, 'organizationId' | 'veteranId' | 'status'> & { source: string };

type ReferrerInput = Pick<
  VeteranReferral,
  'referredBy' | 'caseManagerName' | 'caseManagerPhone' | 'caseManagerEmail'
>;

/** Who sent the referral; a veteran referring themselves leaves no case manager behind, whatever was typed. */
function referrerValues(input: ReferrerInput) {
  const byCaseManager = input.referredBy === 'case_manager';
  return {
    referredBy: input.referredBy,
    caseManagerName: byCaseManager ? (input.caseManagerName ?? null) : null,
    caseManagerPhone: byCaseManager && input.caseManagerPhone ? phoneDigits(input.caseManagerPhone) : null,
    caseManagerEmail: byCaseManager ? (input.caseManagerEmail?.toLowerCase() ?? null) : null,
  };
}

/** The admins' one line about a referral nobody can sign in to see: no one's name or contact details. */
function unclaimedReferralSummary(
  organizationName: string,
  referral: { needType?: string | null; urgency?: UrgencyLevel | null },
): string {
  const need = referral.needType ? needTypeLabel(referral.needType) : 'Service not stated';
  const urgency = URGENCY_LABELS[referral.urgency ?? 'normal'];
  return `Referral to ${organizationName} (no sign-in): ${need}, ${urgency.toLowerCase()} urgency`;
}

/**
 * The veteran (a new person is owned by the organisation, so its partner may read them; a person on record is
 * only attached, never changed), the referral under a short reference kept with what the form said, its
 * audit line and the notice to the organisation (ids only: the email links to the partner dashboard). An
 * organisation with no active partner sign-in also gets an inbox item, so the network team calls it:
 * otherwise nobody would see the referral. `registered`: the person a form already registered.
 */
async function insertReferral(
  tx: Database,
  organization: { id: string; name: string },
  veteran: Omit<VeteranIntake, 'source' | 'organizationId'> | RegisteredVeteran,
  referral: ReferralFields,
  ip: string,
): Promise<{ id: string; reference: string }> {
  const organizationId = organization.id;
  const person =
    'reportId' in veteran
      ? veteran
      : await registerVeteran(
          tx,
          { ...veteran, source: 'referral', organizationId },
          { kind: 'referral', signedIn: null, ip },
        );
  const created = await insertReferralRow(tx, {
    ...referral,
    organizationId,
    veteranId: person.id,
    status: 'new',
  });
  await attachIntakeReport(tx, person.reportId, created.id);
  await appendPersonEvent(tx, {
    veteranId: person.id,
    type: 'referred',
    occurredAt: new Date().toISOString(),
    recordedBy: { kind: 'public', id: null },
    organizationId,
    details: { referralId: created.id, need: referral.needType ?? null },
  });
  await recordAudit(tx, {
    action: 'referral.created',
    actorType: 'anonymous',
    targetType: 'referral',
    targetId: created.id,
    ip,
    details: { organizationId, source: referral.source },
  });
  await queueMessage(tx, {
    kind: 'referral.received',
    recipientId: organizationId,
    payload: { referralId: created.id },
  });
  if (!(await hasActivePartnerSignIn(tx, organizationId))) {
    await openInboxItem(tx, {
      type: 'unclaimed_referral',
      subjectId: created.id,
      summary: unclaimedReferralSummary(organization.name, referral),
    });
  }
  return created;
}

/** The organisation a visitor refers a veteran to: 404 unknown, 403 when it takes no referrals from this site. */
async function findReferrableVso(tx: Database, organizationId: string) {
  const organization = await findVso(tx, organizationId);
  if (!organization.allowsDirectReferrals) throw new HttpError(403, NO_DIRECT_REFERRALS_MESSAGE);
  return organization;
}

/**
 * POST /api/veteran-referrals (the directory card's modal). Like every referral from a visitor, refused when the
 * organisation takes no direct referrals: the card's dialog then offers what it does take instead.
 */
export async function createModalReferral(
  db: Database,
  input: VeteranReferral,
  ip: string,
): Promise<{ id: string; reference: string }> {
  return withTransaction(db, async (tx) => {
    const organization = await findReferrableVso(tx, input.orgId);
    return insertReferral(
      tx,
      organization,
      {
        name: input.veteranName,
        phone: input.veteranPhone ?? null,
        email: input.veteranEmail ?? null,
        zipCode: input.veteranZip,
        urgency: input.urgency,
        ...housingStatusOf(input),
      },
      {
        needType: input.needType,
        urgency: input.urgency,
        contactMethod: input.contactMethod,
        ...referrerValues(input),
        source: input.referralSource,
      },
      ip,
    );
  });
}

/**
 * The organisation a housing intake started from its page ("Start Housing Placement") is referred to: looked
 * up before anything is written, so an unknown one is a 404 (one that takes no direct referrals a 403) and the
 * intake saves nothing.
 */
export async function housingReferralTarget(tx: Database, organizationId: string): Promise<OrganizationRef> {
  const { id, name } = await findReferrableVso(tx, organizationId);
  return { id, name };
}

type OrganizationRef = { id: string; name: string };

/**
 * A housing referral to that organisation for the person the /veteran-intake form registered: the
 * organisation is told, and its partner finds what the intake said in its referrals.
 */
export async function referForHousing(
  tx: Database,
  organization: OrganizationRef,
  person: RegisteredVeteran,
  details: { urgency: UrgencyLevel; needsDescription: string | null },
  ip: string,
): Promise<{ organizationName: string; reference: string }> {
  const { reference } = await insertReferral(
    tx,
    organization,
    person,
    {
      needType: 'housing',
      urgency: details.urgency,
      needsDescription: details.needsDescription,
      source: 'housing-intake',
    },
    ip,
  );
  return { organizationName: organization.name, reference };
}

/** POST /api/referrals: a named referral from the organisation page or the public profile. */
export async function createPublicReferral(
  db: Database,
  input: PublicReferral,
  ip: string,
): Promise<{ id: string; reference: string; message: string }> {
  return withTransaction(db, async (tx) => {
    const organization = await findReferrableVso(tx, input.vsoId);
    const created = await insertReferral(
      tx,
      organization,
      {
        name: input.veteranName,
        phone: input.veteranPhone,
        email: input.veteranEmail ?? null,
        zipCode: input.zipCode,
        urgency: input.urgency,
        ...housingStatusOf(input),
      },
      {
        urgency: input.urgency,
        needType: input.needType ?? null,
        needsDescription: input.notes ?? null,
        ...referrerValues(input),
        source: 'partner-profile',
      },
      ip,
    );
    return { ...created, message: referralThanksMessage(organization.name) };
  });
}

/** POST /api/landlord-leads: 'Offer Housing' on a public profile becomes a landlord lead in the admins' inbox. */
export async function createLandlordLead(
  db: Database,
  input: OfferHousing,
): Promise<{ id: string; message: string }> {
  return withTransaction(db, async (tx) => {
    if (input.organizationId && !(await findOrganizationById(tx, input.organizationId))) {
      throw notFound(VSO_NOT_FOUND_MESSAGE);
    }
    const place = lookupZip(input.zipCode);
    const [row] = await tx
      .insert(landlordLeads)
      .values({
        organizationId: input.organizationId ?? null,
        contactName: input.contactName,
        contactEmail: input.contactEmail.toLowerCase(),
        contactPhone: input.contactPhone ?? null,
        propertyAddress: input.propertyAddress,
        city: place?.city ?? null,
        state: place?.state ?? null,
        zipCode: input.zipCode,
        propertyType: input.propertyType,
        unitCount: input.unitCount,
        monthlyRentCents: input.monthlyRent === undefined ? null : dollarsToCents(input.monthlyRent),
        notes: input.notes ?? '',
        source: 'partner_profile',
      })
      .returning({ id: landlordLeads.id });
    if (!row) throw new Error('landlord lead was not created');
    // the acknowledgement the thanks promises (capped per address like every public form's)
    await queueMessage(tx, { kind: 'landlord_lead.received', recipientId: row.id, payload: {} });
    await openInboxItem(tx, {
      type: 'landlord_lead',
      subjectId: row.id,
      summary: `${input.contactName} offers ${countText(input.unitCount, 'unit')} at ${input.propertyAddress}, ${input.zipCode}`,
    });
    return { id: row.id, message: OFFER_HOUSING_THANKS_MESSAGE };
  });
}
