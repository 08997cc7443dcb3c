import type { Database } from '@server/db/client';
import { countedPage, rowsAndTotal } from '@server/db/counted-page';
import { preparedRead } from '@server/db/prepared-reads';
import { continuums, organizations, partnerCredentials, placements, referrals } from '@server/db/schema';
import { OPEN_REFERRAL_STATUSES } from '@shared/domain/network-figures';
import { and, asc, type Column, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';

export interface OrganizationFilter {
  state?: string;
  search?: string;
}

/** The text network management searches: name, city, slug and email (organizations_search_trgm_idx). */
export const organizationSearchText = sql`organization_search_text(${organizations.name}, ${organizations.city},
  ${organizations.slug}, ${organizations.email})`;

/** `%text%` for ILIKE with the wildcard characters of the search taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A filter's values for the placeholders of a prepared page: `state`, `search` (a ZIP) and `pattern`. */
function filterValues(filter: OrganizationFilter) {
  const search = filter.search?.trim() || undefined;
  return { state: filter.state || undefined, search, pattern: search && contains(search) };
}
type FilterValues = ReturnType<typeof filterValues>;

function where(filter: FilterValues): SQL | undefined {
  return and(
    filter.state ? eq(organizations.state, sql.placeholder('state')) : undefined,
    // one ILIKE over the searchable fields together, the expression the trigram index is built on (migration 0017)
    filter.search
      ? or(
          sql`${organizationSearchText} ilike ${sql.placeholder('pattern')}`,
          eq(organizations.zipCode, sql.placeholder('search')),
        )
      : undefined,
  );
}

const isOpenReferral = inArray(referrals.status, [...OPEN_REFERRAL_STATUSES]);

/** Open referrals, median hours to first contact and completed placements of the organisation `id`. */
function figuresOf(db: Database, id: Column) {
  const referralFigures = db
    .select({
      referralsOpen: sql<number>`count(*) filter (where ${isOpenReferral})`
        .mapWith(Number)
        .as('referrals_open'),
      medianHours: sql<number | null>`percentile_cont(0.5) within group (
          order by extract(epoch from ${referrals.contactedAt} - ${referrals.createdAt}) / 3600
        ) filter (where ${referrals.contactedAt} is not null)`.as('median_hours'),
    })
    .from(referrals)
    .where(eq(referrals.organizationId, id))
    .as('referral_figures');
  const placed = db
    .select({ placements: count().as('placements_completed') })
    .from(placements)
    .where(and(eq(placements.organizationId, id), eq(placements.status, 'completed')))
    .as('placed');
  return { referralFigures, placed };
}

/**
 * A counted page (placeholders `limit` and `offset`) of the organisations matching `filter`, by name then id,
 * each with its sign-in and its figures: the figures are aggregates joined laterally beside each row (one row
 * each, zeros for an organisation without referrals or placements).
 */
function organizationsWithFigures(db: Database, filter: SQL | undefined) {
  const listed = countedPage(db, organizations, filter, [asc(organizations.name), asc(organizations.id)]).as(
    'listed',
  );
  const { row: org } = listed;
  const { referralFigures, placed } = figuresOf(db, org.id);
  return db
    .select({
      total: listed.total,
      row: {
        id: org.id,
        name: org.name,
        slug: org.slug,
        city: org.city,
        state: org.state,
        zipCode: org.zipCode,
        email: org.email,
        integrationTier: org.integrationTier,
        verified: org.verified,
        allowsDirectReferrals: org.allowsDirectReferrals,
        hasSignIn: sql<boolean>`${partnerCredentials.id} is not null`.mapWith(Boolean),
        signInActive: sql<boolean>`coalesce(${partnerCredentials.isActive}, false)`.mapWith(Boolean),
      },
      referralsOpen: referralFigures.referralsOpen,
      medianHours: referralFigures.medianHours,
      placements: placed.placements,
      continuum: {
        code: continuums.code,
        name: continuums.name,
        inactiveAfterDays: continuums.inactiveAfterDays,
      },
    })
    .from(listed)
    .leftJoin(partnerCredentials, eq(partnerCredentials.organizationId, org.id))
    .leftJoin(continuums, eq(continuums.code, org.cocCode))
    .leftJoinLateral(referralFigures, sql`true`)
    .leftJoinLateral(placed, sql`true`)
    .orderBy(asc(org.name), asc(org.id));
}

type Found = Awaited<ReturnType<ReturnType<typeof organizationsWithFigures>['execute']>>[number];

export interface OrganizationFigures {
  referralsOpen: number;
  medianHoursToFirstContact: number | null;
  placements: number;
}

export type OrganizationRecord = Pick<
  typeof organizations.$inferSelect,
  keyof Found['row'] & keyof typeof organizations.$inferSelect
> & {
  hasSignIn: boolean;
  signInActive: boolean;
  figures: OrganizationFigures;
  continuum: { code: string; name: string; inactiveAfterDays: number } | null;
};

/**
 * A row of `organizationsWithFigures` as a record with its figures; null for the one row a page past the end
 * answers (the organisation's columns of a subquery's left join are typed nullable, but a found row has them).
 */
function recordOf({
  row,
  referralsOpen,
  medianHours,
  placements,
  continuum,
}: Found): OrganizationRecord | null {
  if (row.id === null) return null;
  const figures: OrganizationFigures = {
    referralsOpen,
    medianHoursToFirstContact:
      medianHours == null ? null : Math.max(0, Math.round(Number(medianHours) * 10) / 10),
    placements,
  };
  const coc = continuum?.code ? (continuum as NonNullable<OrganizationRecord['continuum']>) : null;
  return { ...(row as Omit<OrganizationRecord, 'figures' | 'continuum'>), figures, continuum: coc };
}

/** One page of organisations by name (then id), with their sign-in and figures, and how many match in all. */
export async function organizationPage(
  db: Database,
  filter: OrganizationFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OrganizationRecord[]; total: number }> {
  const values = filterValues(filter);
  // one statement per filter shape: a state, a search, both or neither
  const name = `admin_organizations_${values.state ? 's' : ''}${values.search ? 'q' : ''}`;
  const statement = preparedRead(db, name, () => organizationsWithFigures(db, where(values)).prepare(name));
  const found = await statement.execute({ ...values, ...page });
  return rowsAndTotal(found.map((row) => ({ total: row.total, row: recordOf(row) })));
}

/** The organisation with its sign-in and figures; null when there is none. */
export async function findOrganizationRecord(db: Database, id: string): Promise<OrganizationRecord | null> {
  const statement = preparedRead(db, 'admin_organization', () =>
    organizationsWithFigures(db, eq(organizations.id, sql.placeholder('id'))).prepare('admin_organization'),
  );
  const [found] = await statement.execute({ id, limit: 1, offset: 0 });
  return found ? recordOf(found) : null;
}

/** Locks the organisation's row for a change; null when there is none. */
export async function lockOrganization(db: Database, id: string) {
  const [row] = await db
    .select({
      id: organizations.id,
      verified: organizations.verified,
      integrationTier: organizations.integrationTier,
      allowsDirectReferrals: organizations.allowsDirectReferrals,
      cocCode: organizations.cocCode,
    })
    .from(organizations)
    .where(eq(organizations.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
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

/** Creates the Continuum of Care, or renames it (and sets its inactivity threshold when given). */
export async function upsertContinuum(
  db: Database,
  continuum: { code: string; name: string; inactiveAfterDays?: number | undefined },
): Promise<void> {
  const days = continuum.inactiveAfterDays;
  await db
    .insert(continuums)
    .values({ code: continuum.code, name: continuum.name, ...(days ? { inactiveAfterDays: days } : {}) })
    .onConflictDoUpdate({
      target: continuums.code,
      set: { name: continuum.name, ...(days ? { inactiveAfterDays: days } : {}) },
    });
}
