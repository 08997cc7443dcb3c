import type { z } from 'zod';
import type { ZMatchStatusUpdate } from '../../../shared/contracts/housing';
import {
  type HousingMatchView,
  type HousingPropertyView,
  type HousingVeteranView,
  PROPERTY_LISTED_MESSAGE,
  type PropertyHousingData,
  VETERAN_REGISTERED_MESSAGE,
  type VeteranHousingData,
} from '../../../shared/contracts/housing';
import {
  canMoveHousingMatch,
  HOUSING_MATCH_STATUS_LABELS,
  type HousingMatchStatus,
} from '../../../shared/domain/housing-match-status';
import { dollarsToCents } from '../../../shared/domain/money';
import type { Database } from '../../db/client';
import { lookupZip } from '../../lib/zip-lookup';
import { recordAudit } from '../../plugins/audit';
import type { UserPrincipal } from '../../plugins/auth';
import { FORBIDDEN_MESSAGE } from '../../plugins/auth';
import { HttpError, notFound } from '../../plugins/error-handler';
import { runMatchingEngine } from './engine-run';
import {
  declineOtherOpenMatches,
  findOrCreateLeadLandlord,
  insertHousingProperty,
  insertHousingVeteran,
  lockMatch,
  markVeteranMatched,
  selectHousingMatch,
  selectHousingMatches,
  selectHousingProperties,
  selectHousingVeterans,
  takeUnit,
  updateMatch,
} from './housing-repo';
import { toHousingMatchView, toHousingPropertyView, toHousingVeteranView } from './housing-views';

export const MATCH_NOT_FOUND = 'Match not found';
export const NO_UNIT_LEFT_MESSAGE =
  'No units are left in this home. Decline this match or choose another home.';

type Page = { limit: number; offset: number };
type Listed<T> = { items: T[]; total: number };
const blankToNull = (value: string | undefined) => (value ? value : null);

/** The /veteran-intake form: a case manager (or a signed-in partner, who then owns the record). */
export async function registerHousingVeteran(
  db: Database,
  input: VeteranHousingData,
  organizationId: string | null,
): Promise<{ id: string; message: string }> {
  const id = await insertHousingVeteran(db, {
    name: input.name,
    phone: blankToNull(input.phone),
    email: blankToNull(input.email?.toLowerCase()),
    caseManagerEmail: input.caseManagerEmail.toLowerCase(),
    zipCode: input.zipCode,
    hasVoucher: input.hasVoucher,
    requiresAccessibility: input.requiresAccessibility,
    hasPet: input.hasPet,
    urgency: input.urgencyLevel,
    additionalNotes: blankToNull(input.additionalNotes),
    maxRentCents: input.maxMonthlyRent == null ? null : dollarsToCents(input.maxMonthlyRent),
    organizationId,
    source: 'housing_intake',
  });
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
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
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

/** Admins: every veteran of the queue (the read is audited); a partner: only its own veterans. */
export async function listHousingVeterans(
  db: Database,
  reader: { admin: UserPrincipal } | { organizationId: string },
  page: Page,
): Promise<Listed<HousingVeteranView>> {
  if ('organizationId' in reader) {
    const { rows, total } = await selectHousingVeterans(db, page, reader.organizationId);
    return { items: rows.map(toHousingVeteranView), total };
  }
  const { rows, total } = await selectHousingVeterans(db, page);
  await recordAudit(db, {
    action: 'veterans.read',
    actorType: 'admin',
    actorId: reader.admin.id,
    targetType: 'veteran',
    details: { view: 'housing-queue', count: rows.length, offset: page.offset },
  });
  return { items: rows.map(toHousingVeteranView), total };
}

export async function listHousingProperties(db: Database, page: Page): Promise<Listed<HousingPropertyView>> {
  const { rows, total } = await selectHousingProperties(db, page);
  return { items: rows.map(toHousingPropertyView), total };
}

/** Matches carry veterans' names: the admin's read is audited. */
export async function listHousingMatches(
  db: Database,
  admin: UserPrincipal,
  page: Page,
): Promise<Listed<HousingMatchView>> {
  const { rows, total } = await selectHousingMatches(db, page);
  await recordAudit(db, {
    action: 'veterans.read',
    actorType: 'admin',
    actorId: admin.id,
    targetType: 'match',
    details: { view: 'housing-matches', count: rows.length, offset: page.offset },
  });
  return { items: rows.map(toHousingMatchView), total };
}

const STAMP: Record<
  Exclude<HousingMatchStatus, 'pending'>,
  'contactedAt' | 'approvedAt' | 'placedAt' | 'declinedAt'
> = {
  contacted: 'contactedAt',
  approved: 'approvedAt',
  placed: 'placedAt',
  declined: 'declinedAt',
};

/**
 * Moves a match along pending → contacted → approved → placed (or to declined with a reason), in one
 * transaction with the match locked. Placed marks the veteran matched, takes a unit of the home and
 * closes the veteran's other open matches.
 */
export async function changeMatchStatus(
  db: Database,
  id: string,
  update: z.output<typeof ZMatchStatusUpdate>,
  admin: UserPrincipal,
  now = new Date(),
): Promise<HousingMatchView> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const match = await lockMatch(tx, id);
    if (!match) throw notFound(MATCH_NOT_FOUND);
    const from = match.status as HousingMatchStatus;
    const to = update.status;
    if (!canMoveHousingMatch(from, to)) {
      throw new HttpError(
        409,
        `A ${HOUSING_MATCH_STATUS_LABELS[from].toLowerCase()} match cannot be moved to ${HOUSING_MATCH_STATUS_LABELS[to].toLowerCase()}.`,
      );
    }
    let othersDeclined = 0;
    if (to === 'placed') {
      if (!(await takeUnit(tx, match.propertyId))) throw new HttpError(409, NO_UNIT_LEFT_MESSAGE);
      await markVeteranMatched(tx, match.veteranId);
      othersDeclined = await declineOtherOpenMatches(tx, match.veteranId, match.id, now);
    }
    await updateMatch(tx, id, {
      status: to,
      [STAMP[to]]: now,
      updatedAt: now,
      ...(to === 'declined' ? { declineReason: update.declineReason ?? null } : {}),
      ...(update.adminNotes !== undefined ? { adminNotes: update.adminNotes } : {}),
    });
    await recordAudit(tx, {
      action: 'housing_match.status_changed',
      actorType: 'admin',
      actorId: admin.id,
      targetType: 'match',
      targetId: id,
      details: { from, to, ...(othersDeclined > 0 ? { othersDeclined } : {}) },
    });
    if (to === 'placed') {
      await recordAudit(tx, {
        action: 'placement.recorded',
        actorType: 'admin',
        actorId: admin.id,
        targetType: 'property',
        targetId: match.propertyId,
        details: { matchId: id },
      });
    }
    const row = await selectHousingMatch(tx, id);
    if (!row) throw notFound(MATCH_NOT_FOUND);
    return toHousingMatchView(row);
  });
}

/** 'Run Matching Engine': one global run; the admin who started it is on the audit log. */
export async function runEngineAsAdmin(db: Database, admin: UserPrincipal) {
  const result = await runMatchingEngine(db);
  await recordAudit(db, {
    action: 'housing_matches.run',
    actorType: 'admin',
    actorId: admin.id,
    details: { matchesCreated: result.matchesCreated, ...result.timings },
  });
  return result;
}
