import type { Database } from '@server/db/client';
import { countedPage, rowsAndTotal } from '@server/db/counted-page';
import { isNotCoLivingHome } from '@server/db/predicates';
import { organizations, properties } from '@server/db/schema';
import { SERVICE_CATEGORIES } from '@shared/domain/partner-tiers';
import { and, asc, count, desc, eq, type InferColumnsDataTypes, sql } from 'drizzle-orm';

/** What the feed may read of an organisation: never its phone, email or internal fields. */
const publicOrganization = {
  id: organizations.id,
  name: organizations.name,
  description: organizations.description,
  website: organizations.website,
  logoUrl: organizations.logoUrl,
  address: organizations.address,
  city: organizations.city,
  state: organizations.state,
  zipCode: organizations.zipCode,
  latitude: organizations.latitude,
  longitude: organizations.longitude,
  createdAt: organizations.createdAt,
};
export type PublicOrganizationRow = InferColumnsDataTypes<typeof publicOrganization>;

/** What the feed may read of a listing: the public listing's fields and its capacity date. */
const publicListing = {
  id: properties.id,
  address: properties.address,
  city: properties.city,
  state: properties.state,
  zipCode: properties.zipCode,
  latitude: properties.latitude,
  longitude: properties.longitude,
  description: properties.description,
  unitsAvailable: properties.unitsAvailable,
  capacityUpdatedAt: properties.capacityUpdatedAt,
  createdAt: properties.createdAt,
};
export type PublicListingRow = InferColumnsDataTypes<typeof publicListing>;

export interface Window {
  limit: number;
  offset: number;
}

/** A page of organisations by name, and how many there are: one statement. */
export async function organizationsPage(db: Database, window: Window) {
  const found = await countedPage(db, organizations, undefined, [
    asc(organizations.name),
    asc(organizations.id),
  ])
    .prepare('hsds_organizations_page')
    .execute({ limit: window.limit, offset: window.offset });
  return rowsAndTotal(found);
}

// one service per organisation and category it offers; its id is derived, so it stays the same across reads
const category = sql<string>`c.category`;
// view.ts's derivedId(organisation id, category), in SQL
const categoryServiceId = sql<string>`overlay(overlay(md5(${organizations.id}::text || ':' || c.category) placing '8' from 13) placing '8' from 17)::uuid`;
const knownCategory = sql`c.category in (${sql.join(
  SERVICE_CATEGORIES.map((c) => sql`${c}`),
  sql`, `,
)})`;
export async function categoryServicesPage(db: Database, window: Window, id?: string) {
  return db
    .select({ serviceId: categoryServiceId, category, organization: publicOrganization })
    .from(organizations)
    .innerJoin(sql`lateral unnest(${organizations.serviceCategories}) as c(category)`, sql`true`)
    .where(id === undefined ? knownCategory : sql`${knownCategory} and ${categoryServiceId} = ${id}::uuid`)
    .orderBy(asc(organizations.name), asc(organizations.id), asc(category))
    .limit(window.limit)
    .offset(window.offset);
}

// the listings a visitor sees on /api/properties: available, not a co-living home (whose rooms go to households)
const publishedListing = and(eq(properties.status, 'available'), isNotCoLivingHome);

/** How many services there are of each kind: one statement. */
export async function serviceCounts(db: Database): Promise<{ categories: number; listings: number }> {
  const categories = db
    .select({ n: count() })
    .from(organizations)
    .innerJoin(sql`lateral unnest(${organizations.serviceCategories}) as c(category)`, sql`true`)
    .where(knownCategory);
  const listings = db.select({ n: count() }).from(properties).where(publishedListing);
  const [row] = await db
    .select({
      categories: sql<number>`(${categories})`.mapWith(Number),
      listings: sql<number>`(${listings})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return { categories: row?.categories ?? 0, listings: row?.listings ?? 0 };
}

export async function listingServicesPage(db: Database, window: Window, id?: string) {
  return db
    .select(publicListing)
    .from(properties)
    .where(id === undefined ? publishedListing : and(publishedListing, eq(properties.id, id)))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(window.limit)
    .offset(window.offset);
}
