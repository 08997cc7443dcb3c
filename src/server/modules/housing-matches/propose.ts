import type { Database } from '@server/db/client';
import { matches, properties, veterans } from '@server/db/schema';
import { type QueuedNotice, queueMessages } from '@server/modules/messages';
import type { MatchOrigin } from '@shared/domain/housing-match-status';
import type { MessageKind } from '@shared/domain/message-delivery';
import { sql } from 'drizzle-orm';
import { appendProposedOffers, type ProposedMatchRow } from './match-events';
import { proposalAudiences } from './match-steps';

export type { ProposedMatchRow };

export interface MatchProposal {
  veteranId: string;
  propertyId: string;
  score: number;
  reason: string;
  /** The reference the veteran can quote (match requests). */
  reference?: string;
  /**
   * The request gave an email for its confirmation (match requests): a request attached to a person on record
   * is confirmed to the address it gave even when the record has none (decision 0030).
   */
  gaveEmail?: boolean;
}

/**
 * Who is told about a new match: the veteran's side for the engine's proposals, the landlord for requests
 * (and the veteran who asked gets a confirmation with the reference, when an email is on record).
 * `veteran_notified_at` stays null here: the messages module sets it when the notice is handed to the mail
 * transport.
 */
const NOTICE: Record<Exclude<MatchOrigin, 'placement'>, { kind: MessageKind; notifiesVeteran: boolean }> = {
  engine: { kind: 'housing_match.veteran_notice', notifiesVeteran: true },
  veteran_request: { kind: 'match_request.created', notifiesVeteran: false },
};

/**
 * Matches per statement: the rows travel as one array parameter per column (a few MB at this size), so a national
 * engine run of 50,000 is two statements (decision 0020).
 */
const CHUNK = 25_000;

/** A match as the statement wrote it, with whom its notices go to. */
interface ProposedRow {
  id: string;
  veteran_id: string;
  property_id: string;
  reference: string | null;
  landlord_id: string | null;
  /** The veteran has an email on record, or the request gave one. */
  reachable: boolean;
  /** The veteran's record names a case worker's email. */
  supported: boolean;
}

/**
 * The notices of a new match: the veteran's side for the engine's proposals, the landlord (through the home) for
 * requests; only a veteran's own request is confirmed to them, with its reference, when they can be reached.
 */
function noticesOf(origin: Exclude<MatchOrigin, 'placement'>, row: ProposedRow): QueuedNotice[] {
  const notice = NOTICE[origin];
  const payload = { matchId: row.id, propertyId: row.property_id };
  if (notice.notifiesVeteran) {
    // each concerned who can be reached, on their own page (as a match's steps are told)
    const audiences = proposalAudiences({ email: row.reachable, caseWorker: row.supported });
    return audiences.map((audience) => ({
      kind: notice.kind,
      recipientId: row.veteran_id,
      payload: { ...payload, audience },
    }));
  }
  const notices: QueuedNotice[] = [{ kind: notice.kind, recipientId: row.landlord_id ?? undefined, payload }];
  if (origin === 'veteran_request' && row.reference !== null && row.reachable)
    notices.push({
      kind: 'match_request.confirmation',
      recipientId: row.veteran_id,
      payload: { matchId: row.id },
    });
  return notices;
}

const byVeteran = (a: MatchProposal, b: MatchProposal) =>
  a.veteranId < b.veteranId ? -1 : a.veteranId > b.veteranId ? 1 : 0;

/**
 * The one write path for new matches: inserts pending matches in one statement per chunk, and queues their
 * notices in one more (queueMessages). A pair the database already holds (one open match per veteran and home, one open
 * engine match per veteran) is skipped, never written twice; the answer lists the matches written.
 */
export async function proposeMatches(
  tx: Database,
  origin: Exclude<MatchOrigin, 'placement'>,
  proposals: readonly MatchProposal[],
  now: Date,
): Promise<ProposedMatchRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // in veteran order: the foreign-key checks and the per-veteran unique indexes then touch neighbouring index
  // pages instead of jumping across them
  const ordered = [...proposals].sort(byVeteran);
  const written: ProposedMatchRow[] = [];
  for (let start = 0; start < ordered.length; start += CHUNK) {
    const chunk = ordered.slice(start, start + CHUNK);
    // one array per column, unnested side by side: PostgreSQL reads arrays faster than a JSON document of rows
    const column = <T>(pick: (p: MatchProposal) => T) => sql.param(chunk.map(pick));
    const result = (await tx.execute(sql`
      with proposed as (
        select * from unnest(
          ${column((p) => p.veteranId)}::uuid[], ${column((p) => p.propertyId)}::uuid[],
          ${column((p) => p.score)}::int[], ${column((p) => p.reason)}::text[],
          ${column((p) => p.reference ?? null)}::text[], ${column((p) => p.gaveEmail ?? false)}::boolean[]
        ) as t(veteran_id, property_id, score, reason, reference, gave_email)
      ), inserted as (
        insert into ${matches}
          (veteran_id, property_id, score, reason, reference, status, origin, created_at, updated_at)
        select veteran_id, property_id, score, reason, reference, 'pending', ${origin}, ${at}, ${at}
        from proposed
        on conflict do nothing
        returning id, veteran_id, property_id, reference
      )
      select i.id, i.veteran_id, i.property_id, i.reference, h.landlord_id,
        (v.email is not null or exists (select 1 from proposed p
          where p.veteran_id = i.veteran_id and p.property_id = i.property_id and p.gave_email)) as reachable,
        v.case_manager_email is not null as supported
      from inserted i join ${properties} h on h.id = i.property_id join ${veterans} v on v.id = i.veteran_id`)) as unknown as {
      rows: ProposedRow[];
    };
    for (const row of result.rows) {
      written.push({ id: row.id, veteranId: row.veteran_id, propertyId: row.property_id });
    }
    await queueMessages(
      tx,
      result.rows.flatMap((row) => noticesOf(origin, row)),
      now,
    );
  }
  await appendProposedOffers(tx, origin, written, now);
  return written;
}
