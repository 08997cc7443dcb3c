import { type Database, withTransaction } from '@server/db/client';
import { landlordLeads, referrals } from '@server/db/schema';
import { lookupZip } from '@server/lib/zip-lookup';
import { queueMessage } from '@server/modules/messages';
import { registerVeteran, type VeteranIntake } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import { HttpError, notFound } from '@server/plugins/error-handler';
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
import type { z } from 'zod';
import { findVso } from './directory';
import { findOrganizationById } from './directory-repo';

type VeteranReferral = z.output<typeof ZVeteranReferralInput>;
type PublicReferral = z.output<typeof ZPublicReferralInput>;
type OfferHousing = z.output<typeof ZOfferHousingInput>;

type ReferralInsert = typeof referrals.$inferInsert;

/**
 * The veteran (owned by the organisation, so its partner may read them), the referral, its audit line
 * and the notice to the organisation (ids only: the email links to the partner dashboard).
 */
async function insertReferral(
  tx: Database,
  organizationId: string,
  veteran: Omit<VeteranIntake, 'source' | 'organizationId'>,
  referral: Omit<ReferralInsert, 'organizationId' | 'veteranId' | 'status'> & { source: string },
  ip: string,
): Promise<string> {
  const person = await registerVeteran(tx, { ...veteran, source: 'referral', organizationId });
  const [row] = await tx
    .insert(referrals)
    .values({ ...referral, organizationId, veteranId: person.id, status: 'new' })
    .returning({ id: referrals.id });
  if (!row) throw new Error('referral was not created');
  await recordAudit(tx, {
    action: 'referral.created',
    actorType: 'anonymous',
    targetType: 'referral',
    targetId: row.id,
    ip,
    details: { organizationId, source: referral.source },
  });
  await queueMessage(tx, {
    kind: 'referral.received',
    recipientId: organizationId,
    payload: { referralId: row.id },
  });
  return row.id;
}

/**
 * POST /api/veteran-referrals (the directory card's modal). Not gated by allowsDirectReferrals: it
 * carries no one's name or contact details, only a ZIP and a need, so every organisation takes it.
 */
export async function createModalReferral(
  db: Database,
  input: VeteranReferral,
  ip: string,
): Promise<{ id: string }> {
  return withTransaction(db, async (tx) => {
    const organization = await findVso(tx, input.orgId);
    const id = await insertReferral(
      tx,
      organization.id,
      { zipCode: input.veteranZip },
      { needType: input.needType, contactMethod: input.contactMethod, source: input.referralSource },
      ip,
    );
    return { id };
  });
}

/** POST /api/referrals: a named referral from the organisation page or the public profile. */
export async function createPublicReferral(
  db: Database,
  input: PublicReferral,
  ip: string,
): Promise<{ id: string; message: string }> {
  return withTransaction(db, async (tx) => {
    const organization = await findVso(tx, input.vsoId);
    if (!organization.allowsDirectReferrals) throw new HttpError(403, NO_DIRECT_REFERRALS_MESSAGE);
    const id = await insertReferral(
      tx,
      organization.id,
      {
        name: input.veteranName,
        phone: input.veteranPhone,
        email: input.veteranEmail ?? null,
        zipCode: input.zipCode,
        urgency: input.urgency,
      },
      { urgency: input.urgency, needsDescription: input.notes ?? null, source: 'partner-profile' },
      ip,
    );
    return { id, message: referralThanksMessage(organization.name) };
  });
}

/** POST /api/landlord-leads: 'Offer Housing' on a public profile becomes a landlord lead. */
export async function createLandlordLead(
  db: Database,
  input: OfferHousing,
): Promise<{ id: string; message: string }> {
  if (input.organizationId && !(await findOrganizationById(db, input.organizationId))) {
    throw notFound(VSO_NOT_FOUND_MESSAGE);
  }
  const place = lookupZip(input.zipCode);
  const [row] = await db
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
  return { id: row.id, message: OFFER_HOUSING_THANKS_MESSAGE };
}
