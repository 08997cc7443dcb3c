import type { Database } from '@server/db/client';
import { preparedRead } from '@server/db/prepared-reads';
import { caseloadKeys, matches, outboxMessages, properties, referrals, veterans } from '@server/db/schema';
import { personPathOf, personStatusOf, personTimelineJson, timelineOfJson } from '@server/modules/veterans';
import { auditedPersonRead } from '@server/plugins/audit';
import { type PersonStatus, undecidedOfferIds } from '@shared/domain/person-timeline';
import { and, desc, eq, getTableColumns, type InferColumnsDataTypes, max, type SQL, sql } from 'drizzle-orm';

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
export type CaseloadVeteranRow = InferColumnsDataTypes<typeof veteranColumns>;

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
export type CaseloadMatchRow = InferColumnsDataTypes<typeof matchColumns>;

/** `%` and `_` typed in the search box are letters, not wildcards. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search box's patterns: anywhere in the name, the start of the ZIP. */
function searchPatterns(search: string) {
  const text = likeLiteral(search);
  return { name: `%${text}%`, zip: `${text}%` };
}

export interface CaseloadPage {
  /** The page's veterans in the caseload's order, each with their one status (the timeline's). */
  veterans: (CaseloadVeteranRow & { status: PersonStatus })[];
  matches: CaseloadMatchRow[];
  /** Veteran id to when their waitlist notice was delivered. */
  noticesSent: Map<string, Date>;
  /** How many of the organisation's people the filter and the search keep. */
  total: number;
}

export interface CaseloadPageOptions {
  status: PersonStatus | 'all';
  search?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * One page of the caseload in one statement: the organisation's people in the caseload's order, read from their
 * `caseload_keys` rows (kept by triggers: rank, then last change, then id; proved equal to `compareCaseload` in
 * caseload-order.test.ts), the status filter and the total on the same index, then only the page's people with
 * their matches (one row per match) and when their waitlist notice was delivered.
 */
export async function caseloadPage(
  db: Database,
  organizationId: string,
  options: CaseloadPageOptions,
): Promise<CaseloadPage> {
  const name = options.search ? 'partner_caseload_page_search' : 'partner_caseload_page';
  const statement = preparedRead(db, name, () => {
    const inSearch = options.search
      ? sql`exists (select 1 from ${veterans} sv where sv.id = ${caseloadKeys.veteranId}
              and (sv.name ilike ${sql.placeholder('nameLike')} or sv.zip_code like ${sql.placeholder('zipLike')}))`
      : sql`true`;
    const scope = and(
      eq(caseloadKeys.organizationId, sql.placeholder('organizationId')),
      sql`(${sql.placeholder('status')}::text = 'all' or ${caseloadKeys.status} = ${sql.placeholder('status')}::text)`,
      inSearch,
    );
    const counted = db
      .select({ total: sql<number>`count(*)`.mapWith(Number).as('total') })
      .from(caseloadKeys)
      .where(scope)
      .as('counted');
    const page = db
      .select({
        veteranId: sql<string>`${caseloadKeys.veteranId}`.as('page_veteran_id'),
        status: sql<PersonStatus>`${caseloadKeys.status}`.as('page_status'),
        rank: sql<number>`${caseloadKeys.rank}`.as('page_rank'),
        lastChangeAt: sql<Date>`${caseloadKeys.lastChangeAt}`.as('page_last_change_at'),
      })
      .from(caseloadKeys)
      .where(scope)
      .orderBy(caseloadKeys.rank, caseloadKeys.lastChangeAt, caseloadKeys.veteranId)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const noticeSentAt = db
      .select({ sentAt: max(outboxMessages.sentAt) })
      .from(outboxMessages)
      .where(waitlistNoticesTo(eq(outboxMessages.recipientId, veterans.id)));
    return db
      .select({
        total: counted.total,
        veteran: veteranColumns,
        status: page.status,
        noticeSentAt: sql<Date | null>`(${noticeSentAt})`.mapWith(outboxMessages.sentAt),
        match: matchColumns,
      })
      .from(counted)
      .leftJoin(page, sql`true`)
      .leftJoin(veterans, eq(veterans.id, page.veteranId))
      .leftJoin(matches, eq(matches.veteranId, veterans.id))
      .leftJoin(properties, eq(properties.id, matches.propertyId))
      .orderBy(page.rank, page.lastChangeAt, page.veteranId)
      .prepare(name);
  });
  const patterns = options.search ? searchPatterns(options.search) : { name: '', zip: '' };
  const found = await statement.execute({
    organizationId,
    status: options.status,
    limit: options.limit,
    offset: options.offset,
    nameLike: patterns.name,
    zipLike: patterns.zip,
  });
  const result: CaseloadPage = { veterans: [], matches: [], noticesSent: new Map(), total: 0 };
  const seen = new Set<string>();
  for (const row of found) {
    result.total = row.total;
    if (!row.veteran || row.veteran.id === null) continue;
    if (!seen.has(row.veteran.id)) {
      seen.add(row.veteran.id);
      result.veterans.push({ ...row.veteran, status: row.status as PersonStatus });
      if (row.noticeSentAt) result.noticesSent.set(row.veteran.id, row.noticeSentAt);
    }
    if (row.match && row.match.id !== null) result.matches.push(row.match as CaseloadMatchRow);
  }
  return result;
}

const waitlistNoticesTo = (recipients: SQL) =>
  and(eq(outboxMessages.kind, WAITLIST_NOTICE_KIND), eq(outboxMessages.status, 'sent'), recipients);

/**
 * One veteran of the organisation's caseload with their matches (newest first), when their waitlist notice
 * was delivered, their latest referral to it and their timeline, in one prepared statement that also writes the
 * read's audit row (`veteran.viewed`, with their status row's status): the veteran with the notice, the referral
 * and the timeline beside them, left-joined to their matches (one row per match); undefined (and nothing audited)
 * when not theirs.
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
    const audited = auditedPersonRead(db, {
      action: 'veteran.viewed',
      actorType: 'partner',
      actorId: sql`${sql.placeholder('organizationId')}::uuid`,
      person: sql`select v.id from ${veterans} v
                   where v.id = ${sql.placeholder('veteranId')}::uuid
                     and v.organization_id = ${sql.placeholder('organizationId')}::uuid`,
      details: sql`jsonb_build_object('status', ${personStatusOf(sql`read_person.id`)})`,
    });
    return db
      .with(audited)
      .select({
        veteran: getTableColumns(veterans),
        timeline: personTimelineJson(veterans.id),
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
  const events = timelineOfJson(first.timeline);
  return {
    veteran: first.veteran,
    matches: rows.flatMap(({ match }) => (match.id === null ? [] : [match as CaseloadMatchRow])),
    noticeSentAt: first.noticeSentAt,
    referral: first.referral ?? undefined,
    path: personPathOf(events),
    /** The offers on the timeline nobody has answered yet (their match ids). */
    undecidedOffers: undecidedOfferIds(events),
  };
}
