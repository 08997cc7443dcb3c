import type { Database } from '@server/db/client';
import { notFound } from '@server/plugins/error-handler';
import {
  HSDS_SERVICE_NOT_FOUND_MESSAGE,
  type HsdsOrganization,
  type HsdsPage,
  type HsdsPageQuery,
  type HsdsService,
  type HsdsServiceSummary,
  type HsdsServicesQuery,
} from '@shared/contracts/hsds';
import type { ServiceCategory } from '@shared/domain/partner-tiers';
import { categoryServicesPage, listingServicesPage, organizationsPage, serviceCounts } from './repo';
import { hsdsPage, toCategoryService, toHsdsOrganization, toListingService, toServiceSummary } from './view';

const windowOf = (query: HsdsPageQuery) => ({
  limit: query.per_page,
  offset: (query.page - 1) * query.per_page,
});

export async function listOrganizations(
  db: Database,
  query: HsdsPageQuery,
  publicUrl: string,
): Promise<HsdsPage<HsdsOrganization>> {
  const { rows, total } = await organizationsPage(db, windowOf(query));
  const contents = rows.map((row) => toHsdsOrganization(row, publicUrl));
  return hsdsPage(contents, total, query.page, query.per_page);
}

/** The organisations' services first (by organisation name), then the published listings (newest first). */
export async function listServices(
  db: Database,
  query: HsdsServicesQuery,
  publicUrl: string,
  now = new Date(),
): Promise<HsdsPage<HsdsService | HsdsServiceSummary>> {
  const { limit, offset } = windowOf(query);
  const { categories: categoryTotal, listings: listingTotal } = await serviceCounts(db);
  const fromCategories = offset < categoryTotal ? await categoryServicesPage(db, { limit, offset }) : [];
  const listingWindow = {
    limit: limit - fromCategories.length,
    offset: Math.max(0, offset - categoryTotal),
  };
  const fromListings = listingWindow.limit > 0 ? await listingServicesPage(db, listingWindow) : [];
  const services = [
    ...fromCategories.map((row) =>
      toCategoryService(row.serviceId, row.category as ServiceCategory, row.organization, publicUrl),
    ),
    ...fromListings.map((row) => toListingService(row, now)),
  ];
  const contents = query.full ? services : services.map(toServiceSummary);
  return hsdsPage(contents, categoryTotal + listingTotal, query.page, query.per_page);
}

/** A listing's id is a random (version 4) UUID, a category service's a derived version 8 one: one lookup each. */
const isCategoryServiceId = (id: string) => id.charAt(14) === '8';

export async function getService(db: Database, id: string, publicUrl: string, now = new Date()) {
  const one = { limit: 1, offset: 0 };
  if (isCategoryServiceId(id)) {
    const [row] = await categoryServicesPage(db, one, id);
    if (row)
      return toCategoryService(row.serviceId, row.category as ServiceCategory, row.organization, publicUrl);
  } else {
    const [listing] = await listingServicesPage(db, one, id);
    if (listing) return toListingService(listing, now);
  }
  throw notFound(HSDS_SERVICE_NOT_FOUND_MESSAGE);
}
