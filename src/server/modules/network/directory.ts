import type { Database } from '@server/db/client';
import { lookupCity, lookupZip } from '@server/lib/zip-lookup';
import { HttpError, notFound } from '@server/plugins/error-handler';
import {
  looksLikeUuid,
  PROFILE_NOT_FOUND_MESSAGE,
  UNKNOWN_ZIP_MESSAGE,
  VSO_NOT_FOUND_MESSAGE,
  VSOS_COUNT_CAP,
  type VsoCard,
  type VsoSummary,
} from '@shared/contracts/network';
import type { LatLng } from '@shared/domain/geo';
import type { ServiceCategory } from '@shared/domain/partner-tiers';
import { findCard, listOrganizations, searchNearest } from './directory-page';
import {
  type CardRow,
  type DirectoryFilters,
  directorySummary,
  findOrganizationById,
  type OrganizationRow,
  organizationTotal,
} from './directory-repo';
import { currentYear, toPublicProfile, toVsoCard, yearStart } from './public-view';

export interface DirectorySearch {
  city?: string;
  state?: string;
  zipCode?: string;
  orgTypes?: ServiceCategory[];
  radius?: number;
  limit: number;
  offset: number;
}

/** GET /api/vsos: one page of cards and the number of all matches. A ZIP sorts nearest first. */
export async function searchDirectory(
  db: Database,
  search: DirectorySearch,
): Promise<{ cards: VsoCard[]; total: number; capped: boolean }> {
  const { zipCode, limit, offset, radius, ...asked } = search;
  let filters: DirectoryFilters = asked;
  let centre: LatLng | null = zipCode ? lookupZip(zipCode) : null;
  if (zipCode && !centre) {
    throw new HttpError(400, UNKNOWN_ZIP_MESSAGE, [{ path: 'zipCode', message: UNKNOWN_ZIP_MESSAGE }]);
  }
  // 'City, ST': nearest to the city's centre, across city and state lines, when the ZIP data knows the city;
  // else (a place it does not know) organisations in that exact city
  const city = !centre && asked.city && asked.state ? lookupCity(asked.city, asked.state) : null;
  if (city) {
    centre = city;
    filters = { orgTypes: asked.orgTypes };
  }
  if (centre && radius !== undefined) {
    filters = {
      ...filters,
      within: { latitude: centre.latitude, longitude: centre.longitude, miles: radius },
    };
  }
  const year = currentYear();
  // the page and the capped count of all matches come from one statement
  const page = { limit, offset, cap: VSOS_COUNT_CAP, yearStart: yearStart(year) };
  const { rows, total } = centre
    ? await searchNearest(db, filters, centre, page)
    : await listOrganizations(db, filters, page);
  return { cards: rows.map((row) => toCard(row, year)), total, capped: total >= VSOS_COUNT_CAP };
}

const toCard = (row: CardRow, year: number) =>
  toVsoCard(
    row.organization,
    { total: row.placements, thisYear: row.placementsThisYear },
    row.distance,
    year,
  );

/** An organisation by id; anything that is not a known id (a slug, a typo) is 404 'VSO not found'. */
export async function findVso(db: Database, id: string): Promise<OrganizationRow> {
  const row = looksLikeUuid(id) ? await findOrganizationById(db, id) : null;
  if (!row) throw notFound(VSO_NOT_FOUND_MESSAGE);
  return row;
}

/** GET /api/vsos/{id}: the organisation and its placement counts in one statement. */
export async function vsoCard(db: Database, id: string): Promise<VsoCard> {
  const year = currentYear();
  const row = looksLikeUuid(id) ? await findCard(db, { id }, yearStart(year)) : null;
  if (!row) throw notFound(VSO_NOT_FOUND_MESSAGE);
  return toCard(row, year);
}

export async function vsoCount(db: Database): Promise<{ count: number }> {
  return { count: await organizationTotal(db) };
}

export async function vsoSummary(db: Database): Promise<VsoSummary> {
  const row = await directorySummary(db);
  return {
    count: row.count,
    states: row.states,
    categories: {
      housing: row.housing,
      mental_health: row.mentalHealth,
      legal: row.legal,
      emergency: row.healthcare,
    },
  };
}

/** GET /api/partner/profile/{slug}. */
export async function publicProfile(db: Database, slug: string) {
  const year = currentYear();
  const row = await findCard(db, { slug }, yearStart(year));
  if (!row) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  return toPublicProfile(row.organization, { total: row.placements, thisYear: row.placementsThisYear }, year);
}
