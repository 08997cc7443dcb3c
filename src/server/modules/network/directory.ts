import type { Database } from '@server/db/client';
import { lookupZip } from '@server/lib/zip-lookup';
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
import type { ServiceCategory } from '@shared/domain/partner-tiers';
import {
  type CardRow,
  countOrganizations,
  directorySummary,
  findOrganizationById,
  findOrganizationBySlug,
  listNearest,
  listOrganizations,
  type OrganizationRow,
  placementFigures,
} from './directory-repo';
import { currentYear, toPublicProfile, toVsoCard, yearStart } from './public-view';

export interface DirectorySearch {
  city?: string;
  state?: string;
  zipCode?: string;
  orgTypes?: ServiceCategory[];
  limit: number;
  offset: number;
}

/** GET /api/vsos: one page of cards and the number of all matches. A ZIP sorts nearest first. */
export async function searchDirectory(
  db: Database,
  search: DirectorySearch,
): Promise<{ cards: VsoCard[]; total: number; capped: boolean }> {
  const { zipCode, limit, offset, ...filters } = search;
  const centre = zipCode ? lookupZip(zipCode) : null;
  if (zipCode && !centre) {
    throw new HttpError(400, UNKNOWN_ZIP_MESSAGE, [{ path: 'zipCode', message: UNKNOWN_ZIP_MESSAGE }]);
  }
  const year = currentYear();
  const total = await countOrganizations(db, filters, VSOS_COUNT_CAP);
  const rows = centre
    ? await listNearest(db, filters, centre, { limit, offset, total, yearStart: yearStart(year) })
    : await listOrganizations(db, filters, { limit, offset }, yearStart(year));
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

export async function vsoCard(db: Database, id: string): Promise<VsoCard> {
  const row = await findVso(db, id);
  const year = currentYear();
  const figures = await placementFigures(db, [row.id], yearStart(year));
  return toVsoCard(row, figures.get(row.id), null, year);
}

export async function vsoCount(db: Database): Promise<{ count: number }> {
  return { count: await countOrganizations(db, {}) };
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
  const row = await findOrganizationBySlug(db, slug);
  if (!row) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  const year = currentYear();
  const figures = await placementFigures(db, [row.id], yearStart(year));
  return toPublicProfile(row, figures.get(row.id), year);
}
