import type { Database } from '@server/db/client';
import { preparedRead } from '@server/db/prepared-reads';
import { matches, outboxMessages, properties, referrals, veterans } from '@server/db/schema';
import { and, desc, eq, inArray, max, or, type Placeholder, type SQL, sql } from 'drizzle-orm';

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
export type CaseloadVeteranRow = { [K in keyof typeof veteranColumns]: (typeof veterans.$inferSelect)[K] };

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
  veterans: CaseloadVeteranRow[];
  matches: CaseloadMatchRow[];
  /** Veteran id to when their waitlist notice was delivered. */
  noticesSent: Map<string, Date>;
}

/**
 * Everything the caseload list is derived from, in one statement: each veteran left-joined to their
 * matches (one row per match) and to when their waitlist notice was delivered. Status, priority and
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
      .select({ veteran: veteranColumns, match: matchColumns, noticeSentAt: notices.sentAt })
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
      result.veterans.push(row.veteran);
      if (row.noticeSentAt) result.noticesSent.set(row.veteran.id, row.noticeSentAt);
    }
    if (row.match) result.matches.push(row.match as CaseloadMatchRow);
  }
  return result;
}

const waitlistNoticesTo = (recipients: SQL) =>
  and(eq(outboxMessages.kind, WAITLIST_NOTICE_KIND), eq(outboxMessages.status, 'sent'), recipients);

async function noticesSentTo(db: Database, recipients: SQL): Promise<Map<string, Date>> {
  const rows = await db
    .select({ veteranId: outboxMessages.recipientId, sentAt: max(outboxMessages.sentAt) })
    .from(outboxMessages)
    .where(waitlistNoticesTo(recipients))
    .groupBy(outboxMessages.recipientId);
  const sent = new Map<string, Date>();
  for (const row of rows) if (row.veteranId && row.sentAt) sent.set(row.veteranId, row.sentAt);
  return sent;
}

/** One veteran of the organisation's caseload with their matches, notice and referral; undefined when not theirs. */
export async function caseloadVeteranRows(db: Database, organizationId: string, veteranId: string) {
  const [veteran] = await db
    .select()
    .from(veterans)
    .where(and(eq(veterans.id, veteranId), eq(veterans.organizationId, organizationId)));
  if (!veteran) return undefined;
  // one after the other: these run on the transaction's single connection
  const matchRows = await db
    .select(matchColumns)
    .from(matches)
    .innerJoin(properties, eq(properties.id, matches.propertyId))
    .where(eq(matches.veteranId, veteranId))
    .orderBy(desc(matches.createdAt), desc(matches.id));
  const notices = await noticesSentTo(db, eq(outboxMessages.recipientId, veteranId));
  const [referral] = await db
    .select({
      id: referrals.id,
      reference: referrals.reference,
      status: referrals.status,
      needType: referrals.needType,
      createdAt: referrals.createdAt,
    })
    .from(referrals)
    .where(and(eq(referrals.veteranId, veteranId), eq(referrals.organizationId, organizationId)))
    .orderBy(desc(referrals.createdAt))
    .limit(1);
  return { veteran, matches: matchRows, noticeSentAt: notices.get(veteranId) ?? null, referral };
}
