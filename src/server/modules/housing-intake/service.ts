import { type Database, withTransaction } from '@server/db/client';
import { homePlace } from '@server/lib/zip-lookup';
import { housingReferralTarget, referForHousing } from '@server/modules/network';
import { findOrCreateLeadLandlord, saveListing } from '@server/modules/properties';
import { registerVeteran, selectOrganizationVeteran } from '@server/modules/veterans';
import { FORBIDDEN_MESSAGE, type UserPrincipal } from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import {
  PROPERTY_LISTED_MESSAGE,
  type PropertyHousingData,
  type PropertyListedResult,
  VETERAN_REGISTERED_MESSAGE,
  type VeteranHousingData,
  type VeteranRegisteredResult,
} from '@shared/contracts/housing-intake';
import { housingStatusOf } from '@shared/contracts/housing-status';
import type { PropertyStatus } from '@shared/domain/inventory';
import { dollarsToCents } from '@shared/domain/money';

const blankToNull = (value: string | undefined) => (value ? value : null);

/**
 * The /veteran-intake form: a case manager (or a signed-in partner, who then owns the record it makes). Only a
 * signed-in partner is told that the intake was the same person as one of its own (same name and phone or
 * email) and gets the id to open them in its caseload; anyone else's person is never named back (decision 0030).
 */
export async function registerHousingVeteran(
  db: Database,
  input: VeteranHousingData,
  organizationId: string | null,
  ip: string,
): Promise<VeteranRegisteredResult & { id: string }> {
  return withTransaction(db, async (tx) => {
    // a placement started from an organisation's page refers the veteran to it (a partner keeps its own)
    const referTo = organizationId === null ? (input.organizationId ?? null) : null;
    // first: an unknown organisation is refused (404) before anything is written
    const organization = referTo ? await housingReferralTarget(tx, referTo) : null;
    const person = await registerVeteran(
      tx,
      {
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
        organizationId: referTo,
        source: 'housing_intake',
        ...housingStatusOf(input),
      },
      { kind: 'housing_intake', signedIn: organizationId ? { organizationId } : null, ip },
    );
    const referral = organization
      ? await referForHousing(
          tx,
          organization,
          person,
          { urgency: input.urgencyLevel, needsDescription: blankToNull(input.additionalNotes) },
          ip,
        )
      : null;
    const { id } = person;
    // a veteran another organisation brought in stays theirs: not in this partner's caseload
    const record = organizationId ? await selectOrganizationVeteran(tx, id, organizationId) : undefined;
    const inCaseload = organizationId !== null && record?.organizationId === organizationId;
    return {
      id,
      message: VETERAN_REGISTERED_MESSAGE,
      // only a signed-in case worker is told, and only about their own organisation's people
      existingVeteran: inCaseload && person.linked,
      caseloadVeteranId: inCaseload ? id : null,
      referral,
    };
  });
}

const listedStatus = (status: PropertyStatus): PropertyListedResult['status'] =>
  status === 'pending_review' || status === 'filled' ? status : 'available';

/**
 * The /landlord-listing form. A signed-in landlord lists under their own record; anyone else under a
 * landlord record made from the form, at tier bronze unless an admin posts the tier. It is published at
 * once for an admin or a verified landlord, else it waits for an admin's review.
 */
export async function listHousingProperty(
  db: Database,
  input: PropertyHousingData,
  user: UserPrincipal | undefined,
): Promise<PropertyListedResult & { id: string }> {
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
    const home = await saveListing(tx, {
      landlordId,
      lister: user,
      publishAs: input.isAvailable ? 'available' : 'filled',
      values: {
        address: input.address,
        ...homePlace(input.zipCode),
        // kept as typed (a ZIP+4 stays whole), as this API always stored it
        zipCode: input.zipCode,
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
        source: 'housing_listing',
      },
    });
    return { id: home.id, message: PROPERTY_LISTED_MESSAGE, status: listedStatus(home.status) };
  });
}
