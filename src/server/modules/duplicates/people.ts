import type { Database } from '@server/db/client';
import { EMPTY_PATH, selectPersonPaths } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import type { UserPrincipal } from '@server/plugins/auth';
import { movedTo, notFound } from '@server/plugins/error-handler';
import { adminPersonPath, PERSON_NOT_FOUND_MESSAGE } from '@shared/contracts/duplicates';
import type { AdminPerson, PeopleOptions, PersonListItem } from '@shared/contracts/people';
import { type SQL, sql } from 'drizzle-orm';
import { selectPerson, selectSurvivor } from './repo';

/** `%` and `_` typed in the search box are letters, not wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Who a search finds: anywhere in the name or email, the start of the ZIP, the digits of the phone. */
function searchOf(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const text = likeLiteral(search);
  const digits = search.replace(/\D/g, '');
  const phone = digits.length >= 4 ? sql` or v.phone like ${`%${digits}%`}` : sql``;
  return sql`(v.name ilike ${`%${text}%`} or v.email ilike ${`%${text}%`} or v.zip_code like ${`${text}%`}${phone})`;
}

const idList = (ids: readonly string[]) =>
  sql`select unnest(${sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]`}::uuid[])`;

interface PersonRow {
  total: number | string;
  id: string | null;
  name: string | null;
  phone: string | null;
  email: string | null;
  zipCode: string;
  organizationName: string | null;
  createdAt: string | Date;
}

/**
 * One page of people (newest first, on `veterans_created_idx`) narrowed by `where`, with how many match (`count`,
 * SQL answering that number): one statement. The page stops at its last row; only the count reads every match.
 */
async function selectPeoplePage(db: Database, where: SQL, count: SQL, limit: number, offset: number) {
  const result = (await db.execute(sql`
    select counted.total, p.id, p.name, p.phone, p.email, p.zip_code as "zipCode",
           o.name as "organizationName", p.created_at as "createdAt"
      from (select (${count}) as total) counted
      left join lateral (
        select v.id from veterans v where ${where}
         order by v.created_at desc, v.id desc limit ${limit} offset ${offset}
      ) page on true
      left join veterans p on p.id = page.id
      left join organizations o on o.id = p.organization_id
     order by p.created_at desc, p.id desc`)) as unknown as { rows: PersonRow[] };
  const total = Number(result.rows[0]?.total ?? 0);
  return { rows: result.rows.filter((row) => row.id !== null), total };
}

/**
 * How many people `where` keeps. Without a search, from the status rows alone (an index-only count on
 * `person_statuses_status_idx`; everyone without a row, or with a waiting one, is waiting), not every person.
 */
function countOf(query: PeopleOptions, where: SQL): SQL {
  if (query.search) return sql`select count(*) from veterans v where ${where}`;
  if (!query.status) return sql`select count(*) from veterans`;
  if (query.status === 'waiting')
    return sql`(select count(*) from veterans) - (select count(*) from person_statuses where status <> 'waiting')`;
  return sql`select count(*) from person_statuses where status = ${query.status}`;
}

/**
 * The people whose status is `status`: their `person_statuses` rows, which the timeline's write path keeps equal to
 * `personStatus(timeline)` (a person without events has no row and is waiting), so a page filters in SQL.
 */
function inStatus(status: NonNullable<PeopleOptions['status']>): SQL {
  if (status === 'waiting')
    return sql`not exists (select 1 from person_statuses s where s.veteran_id = v.id and s.status <> 'waiting')`;
  return sql`exists (select 1 from person_statuses s where s.veteran_id = v.id and s.status = ${status})`;
}

/** GET /api/admin/people: one page of people with their status and timeline; the read is audited. */
export async function listPeople(db: Database, admin: UserPrincipal, query: PeopleOptions) {
  const where = query.status
    ? sql`${searchOf(query.search)} and ${inStatus(query.status)}`
    : searchOf(query.search);
  const { rows, total } = await selectPeoplePage(db, where, countOf(query, where), query.limit, query.offset);
  const ids = rows.map((row) => row.id as string);
  const paths = ids.length > 0 ? await selectPersonPaths(db, idList(ids)) : new Map();
  await recordAudit(db, {
    action: 'veterans.read',
    actorType: 'admin',
    actorId: admin.id,
    targetType: 'veteran',
    details: { view: 'people', status: query.status ?? 'all', count: rows.length, offset: query.offset },
  });
  const items: PersonListItem[] = rows.map((row) => ({
    id: row.id as string,
    name: row.name,
    phone: row.phone,
    email: row.email,
    zipCode: row.zipCode,
    organizationName: row.organizationName,
    createdAt: new Date(row.createdAt).toISOString(),
    ...(paths.get(row.id as string) ?? EMPTY_PATH),
  }));
  return { items, total };
}

/**
 * GET /api/admin/people/{veteranId}: one person with everything attached, their status and timeline; the read is
 * audited by its own statement (selectPerson). A merged id answers 308 with the survivor's address.
 */
export async function adminPerson(
  db: Database,
  admin: UserPrincipal,
  veteranId: string,
): Promise<AdminPerson> {
  const found = await selectPerson(db, veteranId, admin.id);
  if (!found) {
    const survivor = await selectSurvivor(db, veteranId);
    if (survivor) throw movedTo(adminPersonPath(survivor), 'This person was merged into another record.');
    throw notFound(PERSON_NOT_FOUND_MESSAGE);
  }
  return { ...found.person, ...found.path };
}
