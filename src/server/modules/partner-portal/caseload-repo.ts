import type { Database } from '@server/db/client';
import { preparedRead } from '@server/db/prepared-reads';
import { matches, outboxMessages, properties, referrals, veterans } from '@server/db/schema';
import { personStatusOf } from '@server/modules/veterans';
import type { PersonStatus } from '@shared/domain/person-timeline';
import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  max,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';

/** The waitlist notice bulk intake's 'Notify' queues (bulk-intake/repo.ts): delivered, it waitlists the veteran. */
const WAITLIST_NOTICE_KIND = 'waitlist_status';

const veteranColumns = {
  id: veterans.id,
  name: veterans.name,
  zipCode: veterans.zipCode,
  urgency: veterans.urgency,
  hasVoucher: veterans.hasVoucher,
  giBill: veterans.giBill,
  disability: veterans.disability,
  employment: veterans.employment,
  createdAt: veterans.createdAt,
};
export type CaseloadVeteranRow = {
  [K in keyof typeof veteranColumns]: (typeof veterans.$inferSelect)[K];
};

const matchColumns = {
  id: matches.id,
  veteranId: matches.veteranId,
  status: matches.status,
  score: matches.score,
  reason: matches.reason,
  declineReason: matches.declineReason,
  createdAt: matches.createdAt,
  contactedAt: matches.contactedAt,
  approvedAt: matches.approvedAt,
  placedAt: matches.placedAt,
  declinedAt: matches.declinedAt,
  address: properties.address,
  city: properties.city,
  state: properties.state,
  zipCode: properties.zipCode,
  acceptsVouchers: properties.acceptsVouchers,
};
export type CaseloadMatchRow = {
  [K in keyof typeof matchColumns]: K extends keyof typeof matches.$inferSelect
    ? (typeof matches.$inferSelect)[K]
    : K extends keyof typeof properties.$inferSelect
      ? (typeof properties.$inferSelect)[K]
      : never;
};

/** `%` and `_` typed in the search box are letters, not wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The organisation's veterans (the caseload is the veterans it brought in), narrowed by name or ZIP. */
function ownVeterans(organizationId: string | Placeholder, search?: { name: unknown; zip: unknown }): SQL {
  const own = eq(veterans.organizationId, organizationId);
  if (!search) return own;
  return and(
    own,
    or(sql`${veterans.name} ilike ${search.name}`, sql`${veterans.zipCode} like ${search.zip}`),
  ) as SQL;
}

/** The search box's patterns: anywhere in the name, the start of the ZIP. */
function searchPatterns(search: string) {
  const text = likeLiteral(search);
  return { name: `%${text}%`, zip: `${text}%` };
}

export interface CaseloadRows {
  /** Each with their one status (the timeline's, from `person_statuses`). */
  veterans: (CaseloadVeteranRow & { status: PersonStatus })[];
  matches: CaseloadMatchRow[];
  /** Veteran id to when their waitlist notice was delivered. */
  noticesSent: Map<string, Date>;
}

/**
 * Everything the caseload list is derived from, in one statement: each veteran with their status, left-joined to
 * their matches (one row per match) and to when their waitlist notice was delivered. Status, priority and
 * order come from the shared domain rules (caseload-status.ts), so they are computed here in the app over
 * the organisation's veterans rather than restated in SQL.
 */
export async function caseloadRows(
  db: Database,
  organizationId: string,
  search?: string,
): Promise<CaseloadRows> {
  const name = search ? 'partner_caseload_search' : 'partner_caseload';
  const statement = preparedRead(db, name, () => {
    const patterns = search
      ? { name: sql.placeholder('nameLike'), zip: sql.placeholder('zipLike') }
      : undefined;
    const scope = ownVeterans(sql.placeholder('organizationId'), patterns);
    const ids = db.select({ id: veterans.id }).from(veterans).where(scope);
    const notices = db
      .select({
        veteranId: sql<string>`${outboxMessages.recipientId}`.as('notice_veteran_id'),
        sentAt: max(outboxMessages.sentAt).as('notice_sent_at'),
      })
      .from(outboxMessages)
      .where(waitlistNoticesTo(inArray(outboxMessages.recipientId, ids)))
      .groupBy(outboxMessages.recipientId)
      .as('notices');
    return db
      .select({
        veteran: veteranColumns,
        status: personStatusOf(veterans.id),
        match: matchColumns,
        noticeSentAt: notices.sentAt,
      })
      .from(veterans)
      .leftJoin(matches, eq(matches.veteranId, veterans.id))
      .leftJoin(properties, eq(properties.id, matches.propertyId))
      .leftJoin(notices, eq(notices.veteranId, veterans.id))
      .where(scope)
      .prepare(name);
  });
  const patterns = search ? searchPatterns(search) : { name: '', zip: '' };
  const rows = await statement.execute({ organizationId, nameLike: patterns.name, zipLike: patterns.zip });
  const result: CaseloadRows = { veterans: [], matches: [], noticesSent: new Map() };
  const seen = new Set<string>();
  for (const row of rows) {
    if (!seen.has(row.veteran.id)) {
      seen.add(row.veteran.id);
      result.veterans.push({ ...row.veteran, status: row.status });
      if (row.noticeSentAt) result.noticesSent.set(row.veteran.id, row.noticeSentAt);
    }
    if (row.match) result.matches.push(row.match as CaseloadMatchRow);
  }
  return result;
}

const waitlistNoticesTo = (recipients: SQL) =>
  and(eq(outboxMessages.kind, WAITLIST_NOTICE_KIND), eq(outboxMessages.status, 'sent'), recipients);

/**
 * One veteran of the organisation's caseload with their matches (newest first), when their waitlist notice
 * was delivered and their latest referral to it, in one prepared statement: the veteran with the notice and
 * the referral beside them, left-joined to their matches (one row per match); undefined when not theirs.
 */
export async function caseloadVeteranRows(db: Database, organizationId: string, veteranId: string) {
  const statement = preparedRead(db, 'partner_caseload_veteran', () => {
    const noticeSentAt = db
      .select({ sentAt: max(outboxMessages.sentAt) })
      .from(outboxMessages)
      .where(waitlistNoticesTo(eq(outboxMessages.recipientId, veterans.id)));
    const referral = db
      .select({
        // the id first: Drizzle reads a left-joined object as absent when its first column is null
        id: referrals.id,
        reference: referrals.reference,
        status: referrals.status,
        needType: referrals.needType,
        createdAt: referrals.createdAt,
      })
      .from(referrals)
      .where(and(eq(referrals.veteranId, veterans.id), eq(referrals.organizationId, veterans.organizationId)))
      .orderBy(desc(referrals.createdAt))
      .limit(1)
      .as('referral');
    return db
      .select({
        veteran: getTableColumns(veterans),
        noticeSentAt: sql<Date | null>`(${noticeSentAt})`.mapWith(outboxMessages.sentAt),
        referral: referral._.selectedFields,
        match: matchColumns,
      })
      .from(veterans)
      .leftJoinLateral(referral, sql`true`)
      .leftJoin(matches, eq(matches.veteranId, veterans.id))
      .leftJoin(properties, eq(properties.id, matches.propertyId))
      .where(
        and(
          eq(veterans.id, sql.placeholder('veteranId')),
          eq(veterans.organizationId, sql.placeholder('organizationId')),
        ),
      )
      .orderBy(desc(matches.createdAt), desc(matches.id))
      .prepare('partner_caseload_veteran');
  });
  const rows = await statement.execute({ organizationId, veteranId });
  const [first] = rows;
  if (!first) return undefined;
  return {
    veteran: first.veteran,
    matches: rows.flatMap(({ match }) => (match.id === null ? [] : [match as CaseloadMatchRow])),
    noticeSentAt: first.noticeSentAt,
    referral: first.referral ?? undefined,
  };
}
