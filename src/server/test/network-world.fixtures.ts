import { randomBytes } from 'node:crypto';
import type { Database } from '@server/db/client';
import { landlordLeads, organizations, placements } from '@server/db/schema';
import { lookupZip } from '@server/lib/zip-lookup';

/** Values no public answer may ever contain: tests search the JSON text for them. */
export const SECRET = {
  phone: '518-555-7777',
  email: 'private-desk@secret.example',
  internalNotes: 'INTERNAL-NOTE-do-not-publish',
  webhookUrl: 'https://hooks.secret.example/abc',
  dataQualityFlag: 'FLAG-missing-ein',
} as const;

export const containsSecret = (text: string) => Object.values(SECRET).some((value) => text.includes(value));

export interface OrgSpec {
  name: string;
  zipCode: string;
  categories?: string[];
  verified?: boolean;
  accredited?: boolean;
  allowsDirectReferrals?: boolean;
  /** false: no coordinates stored (sorted last by distance). */
  located?: boolean;
}

/** An organisation at a real ZIP (city, state and coordinates from the ZIP data), with private fields set. */
export async function makeOrganization(db: Database, spec: OrgSpec): Promise<{ id: string; slug: string }> {
  const place = lookupZip(spec.zipCode);
  if (!place) throw new Error(`unknown test ZIP ${spec.zipCode}`);
  const slug = `${spec.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomBytes(3).toString('hex')}`;
  const [row] = await db
    .insert(organizations)
    .values({
      slug,
      name: spec.name,
      address: '1 Main Street',
      city: place.city,
      state: place.state,
      zipCode: place.zipCode,
      latitude: spec.located === false ? null : place.latitude,
      longitude: spec.located === false ? null : place.longitude,
      phone: SECRET.phone,
      email: SECRET.email,
      description: `${spec.name} helps veterans.`,
      verified: spec.verified ?? true,
      accredited: spec.accredited ?? false,
      allowsDirectReferrals: spec.allowsDirectReferrals ?? true,
      serviceCategories: spec.categories ?? ['housing'],
      internalNotes: SECRET.internalNotes,
      webhookUrl: SECRET.webhookUrl,
      dataQualityFlags: [SECRET.dataQualityFlag],
    })
    .returning({ id: organizations.id, slug: organizations.slug });
  if (!row) throw new Error('organisation not created');
  return row;
}

/** `count` completed placements for the organisation, all dated `date` ('YYYY-MM-DD'). */
export async function addPlacements(db: Database, organizationId: string, count: number, date: string) {
  if (count === 0) return;
  await db.insert(placements).values(
    Array.from({ length: count }, (_, i) => ({
      organizationId,
      veteranName: `Placed Veteran ${i + 1}`,
      propertyAddress: `${i + 10} Elm Street`,
      placementDate: date,
      monthlyRentCents: 95_000,
    })),
  );
}

export const today = () => new Date().toISOString().slice(0, 10);
export const lastYear = () => `${new Date().getUTCFullYear() - 1}-06-15`;

/** The directory's referral form (`POST /api/veteran-referrals`) to `orgId`, filled in, changed by `overrides`. */
export const directoryReferral = (orgId: string, overrides: Record<string, unknown> = {}) => ({
  orgId,
  veteranName: 'Avery Stone',
  veteranPhone: '(845) 555-0177',
  veteranEmail: 'avery.stone@example.com',
  veteranZip: '12601',
  needType: 'mental_health',
  contactMethod: 'Text before calling',
  ...overrides,
});

/** A landlord lead as the Offer Housing form leaves it (Lee Owner, 9 Elm St); answers its id. */
export async function insertLandlordLead(db: Database, contactEmail: string): Promise<string> {
  const [lead] = await db
    .insert(landlordLeads)
    .values({ contactName: 'Lee Owner', contactEmail, propertyAddress: '9 Elm St', zipCode: '12207' })
    .returning({ id: landlordLeads.id });
  if (!lead) throw new Error('lead not created');
  return lead.id;
}

/** The veteran an organisation-page referral (`POST /api/referrals`) names: Morgan Lee, urgent, in 12210. */
export const REFERRED_VETERAN = {
  veteranName: 'Morgan Lee',
  veteranPhone: '(518) 555-0142',
  veteranEmail: 'morgan@example.com',
  zipCode: '12210',
  urgency: 'high',
  notes: 'Needs a ground-floor unit',
};
