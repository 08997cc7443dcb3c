import { type Database, withTransaction } from '@server/db/client';
import { lookupZip } from '@server/lib/zip-lookup';
import { registerVeteran } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import { FORBIDDEN_MESSAGE, type UserPrincipal } from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import {
  PROPERTY_LISTED_MESSAGE,
  type PropertyHousingData,
  VETERAN_REGISTERED_MESSAGE,
  type VeteranHousingData,
} from '@shared/contracts/housing';
import { dollarsToCents } from '@shared/domain/money';
import { findOrCreateLeadLandlord, insertHousingProperty } from './repo';

const blankToNull = (value: string | undefined) => (value ? value : null);

/** The /veteran-intake form: a case manager (or a signed-in partner, who then owns the record). */
export async function registerHousingVeteran(
  db: Database,
  input: VeteranHousingData,
  organizationId: string | null,
): Promise<{ id: string; message: string }> {
  const { id } = await withTransaction(db, (tx) =>
    registerVeteran(tx, {
      name: input.name,
      phone: input.phone,
      email: input.email,
      caseManagerEmail: input.caseManagerEmail,
      zipCode: input.zipCode,
      hasVoucher: input.hasVoucher,
      requiresAccessibility: input.requiresAccessibility,
      hasPet: input.hasPet,
      urgency: input.urgencyLevel,
      additionalNotes: blankToNull(input.additionalNotes),
      maxRentCents: input.maxMonthlyRent == null ? null : dollarsToCents(input.maxMonthlyRent),
      organizationId,
      source: 'housing_intake',
    }),
  );
  return { id, message: VETERAN_REGISTERED_MESSAGE };
}

/**
 * The /landlord-listing form. A signed-in landlord lists under their own record; anyone else under a
 * landlord record made from the form, at tier bronze unless an admin posts the tier.
 */
export async function listHousingProperty(
  db: Database,
  input: PropertyHousingData,
  user: UserPrincipal | undefined,
): Promise<{ id: string; message: string }> {
  return withTransaction(db, async (tx) => {
    let landlordId: string;
    if (user?.role === 'landlord') {
      if (!user.landlordId) throw new HttpError(403, FORBIDDEN_MESSAGE);
      landlordId = user.landlordId;
    } else {
      const byAdmin = user?.role === 'admin';
      landlordId = await findOrCreateLeadLandlord(
        tx,
        {
          name: input.landlordName,
          email: input.landlordEmail.toLowerCase(),
          phone: blankToNull(input.landlordPhone),
          tier: byAdmin ? input.landlordTier : 'bronze',
        },
        byAdmin,
      );
    }
    const place = lookupZip(input.zipCode);
    const id = await insertHousingProperty(tx, {
      landlordId,
      address: input.address,
      city: place?.city ?? null,
      state: place?.state ?? null,
      zipCode: input.zipCode,
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      unitType: input.unitType,
      bedrooms: input.bedrooms,
      bathrooms: input.bathrooms,
      roomCount: input.bedrooms,
      unitsAvailable: input.unitsAvailable,
      rentCents: dollarsToCents(input.monthlyRent),
      acceptsVouchers: input.acceptsVouchers,
      accessible: input.isAccessible,
      allowsPets: input.allowsPets,
      description: input.additionalFeatures ?? '',
      availableDate: blankToNull(input.availableDate),
      status: input.isAvailable ? 'available' : 'filled',
      source: 'housing_listing',
    });
    await recordAudit(tx, {
      action: 'property.listed',
      actorType: user?.role ?? 'anonymous',
      actorId: user?.id ?? null,
      targetType: 'property',
      targetId: id,
      details: { landlordId },
    });
    return { id, message: PROPERTY_LISTED_MESSAGE };
  });
}
