import type { Database } from '@server/db/client';
import { organizations, partnerCredentials, placements, referrals } from '@server/db/schema';
import { OPEN_REFERRAL_STATUSES } from '@shared/domain/network-figures';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';

export interface OrganizationFilter {
  state?: string;
  search?: string;
}

/** `%text%` for ILIKE with the wildcard characters of the search taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(filter: OrganizationFilter): SQL | undefined {
  const search = filter.search?.trim();
  const pattern = search ? contains(search) : null;
  return and(
    filter.state ? eq(organizations.state, filter.state) : undefined,
    // one ILIKE over the searchable fields together: about half the time of one per field at 100,000 rows
    pattern
      ? or(
          sql`concat_ws(' ', ${organizations.name}, ${organizations.city}, ${organizations.slug},
            ${organizations.email}) ilike ${pattern}`,
          eq(organizations.zipCode, search ?? ''),
        )
      : undefined,
  );
}

const columns = {
  id: organizations.id,
  name: organizations.name,
  slug: organizations.slug,
  city: organizations.city,
  state: organizations.state,
  zipCode: organizations.zipCode,
  email: organizations.email,
  integrationTier: organizations.integrationTier,
  verified: organizations.verified,
  allowsDirectReferrals: organizations.allowsDirectReferrals,
  hasSignIn: sql<boolean>`${partnerCredentials.id} is not null`.mapWith(Boolean),
  signInActive: sql<boolean>`coalesce(${partnerCredentials.isActive}, false)`.mapWith(Boolean),
};

export type OrganizationRecord = Awaited<ReturnType<typeof organizationPage>>[number];

/** One page of organisations by name (then id), with their sign-in. */
export function organizationPage(
  db: Database,
  filter: OrganizationFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select(columns)
    .from(organizations)
    .leftJoin(partnerCredentials, eq(partnerCredentials.organizationId, organizations.id))
    .where(where(filter))
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOrganizations(db: Database, filter: OrganizationFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(organizations).where(where(filter));
  return row?.n ?? 0;
}

export async function findOrganizationRecord(db: Database, id: string) {
  const [row] = await db
    .select(columns)
    .from(organizations)
    .leftJoin(partnerCredentials, eq(partnerCredentials.organizationId, organizations.id))
    .where(eq(organizations.id, id))
    .limit(1);
  return row ?? null;
}

export interface OrganizationFigures {
  referralsOpen: number;
  medianHoursToFirstContact: number | null;
  placements: number;
}

const isOpenReferral = inArray(referrals.status, [...OPEN_REFERRAL_STATUSES]);

/** Open referrals, median hours to first contact and completed placements of the given organisations. */
export async function organizationFigures(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, OrganizationFigures>> {
  const figures = new Map<string, OrganizationFigures>();
  if (ids.length === 0) return figures;
  const [referralRows, placementRows] = await Promise.all([
    db
      .select({
        organizationId: referrals.organizationId,
        open: sql<number>`count(*) filter (where ${isOpenReferral})`.mapWith(Number),
        medianHours: sql<number | null>`percentile_cont(0.5) within group (
          order by extract(epoch from ${referrals.contactedAt} - ${referrals.createdAt}) / 3600
        ) filter (where ${referrals.contactedAt} is not null)`,
      })
      .from(referrals)
      .where(inArray(referrals.organizationId, [...ids]))
      .groupBy(referrals.organizationId),
    db
      .select({ organizationId: placements.organizationId, n: count() })
      .from(placements)
      .where(and(inArray(placements.organizationId, [...ids]), eq(placements.status, 'completed')))
      .groupBy(placements.organizationId),
  ]);
  const get = (id: string) => {
    const found = figures.get(id) ?? { referralsOpen: 0, medianHoursToFirstContact: null, placements: 0 };
    figures.set(id, found);
    return found;
  };
  for (const row of referralRows) {
    const entry = get(row.organizationId);
    entry.referralsOpen = row.open;
    entry.medianHoursToFirstContact =
      row.medianHours == null ? null : Math.max(0, Math.round(Number(row.medianHours) * 10) / 10);
  }
  for (const row of placementRows) get(row.organizationId).placements = row.n;
  return figures;
}

/** Locks the organisation's row for a change; null when there is none. */
export async function lockOrganization(db: Database, id: string) {
  const [row] = await db
    .select({
      id: organizations.id,
      verified: organizations.verified,
      integrationTier: organizations.integrationTier,
      allowsDirectReferrals: organizations.allowsDirectReferrals,
    })
    .from(organizations)
    .where(eq(organizations.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function updateOrganization(
  db: Database,
  id: string,
  change: Partial<
    Pick<typeof organizations.$inferInsert, 'verified' | 'integrationTier' | 'allowsDirectReferrals'>
  >,
): Promise<void> {
  await db.update(organizations).set(change).where(eq(organizations.id, id));
}

export async function findCredential(db: Database, organizationId: string) {
  const [row] = await db
    .select({ id: partnerCredentials.id, isActive: partnerCredentials.isActive })
    .from(partnerCredentials)
    .where(eq(partnerCredentials.organizationId, organizationId))
    .limit(1);
  return row ?? null;
}

export async function setCredentialActive(db: Database, credentialId: string, isActive: boolean) {
  await db.update(partnerCredentials).set({ isActive }).where(eq(partnerCredentials.id, credentialId));
}
