import type { Database } from '@server/db/client';
import { rows } from '@server/db/rows';
import { veteranLinks } from '@server/db/schema';
import { hashToken, newSessionToken } from '@server/plugins/auth/tokens';
import {
  VETERAN_LINK_DAYS,
  type VeteranAccessScope,
  type VeteranLinkPurpose,
} from '@shared/domain/veteran-access';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';

export interface NewVeteranLink {
  veteranId: string;
  purpose: VeteranLinkPurpose;
  /** The address the message goes to (for 'confirm_email': the new address). */
  sentTo: string;
  /** The request, offer or application the message is about; null for a message about the person as a whole. */
  subjectId: string | null;
  /** How long the link works; 7 days unless said. */
  validForMs?: number;
  /** The owning case worker vouches for the person: the link opens the whole page whatever address is on record. */
  vouched?: boolean;
}

/**
 * A one-time link to the veteran's page, for a message to `sentTo`. It shows the whole person only when that
 * address is the one on the person's record (decision 0036); an address that was only typed into a form opens
 * what was sent with it. One statement; the token is minted when the message is delivered.
 */
export async function createVeteranLink(tx: Database, link: NewVeteranLink): Promise<string> {
  const validFor = link.validForMs ?? VETERAN_LINK_DAYS * 86_400_000;
  const subjects = link.subjectId ? sql`array[${link.subjectId}::uuid]` : sql`'{}'::uuid[]`;
  const [row] = await rows<{ id: string }>(
    tx,
    sql`insert into veteran_links (veteran_id, purpose, scope, subject_ids, sent_to, expires_at)
        select v.id, ${link.purpose},
               case when ${link.vouched === true} or (${link.purpose} = 'access' and lower(v.email) = lower(${link.sentTo}))
                    then 'person'
                    else 'subjects' end,
               ${subjects}, ${link.sentTo}, now() + ${validFor} * interval '1 millisecond'
          from veterans v where v.id = ${link.veteranId}
        returning id`,
  );
  if (!row) throw new Error('no such veteran');
  return row.id;
}

/** Mints the link's token (its hash replaces any earlier one): null when it was used, revoked or expired. */
export async function mintVeteranLinkToken(db: Database, linkId: string): Promise<string | null> {
  const { token, tokenHash } = newSessionToken();
  const [row] = await db
    .update(veteranLinks)
    .set({ tokenHash })
    .where(
      and(
        eq(veteranLinks.id, linkId),
        isNull(veteranLinks.usedAt),
        isNull(veteranLinks.revokedAt),
        gt(veteranLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: veteranLinks.id });
  return row ? token : null;
}

export interface TakenLink {
  id: string;
  veteranId: string;
  scope: VeteranAccessScope;
  subjectIds: string[];
  sentTo: string;
}

/** Uses a live link once (one statement): null for any other token. */
export async function takeVeteranLink(
  tx: Database,
  token: string,
  purpose: VeteranLinkPurpose,
): Promise<TakenLink | null> {
  const [row] = await tx
    .update(veteranLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(veteranLinks.tokenHash, hashToken(token)),
        eq(veteranLinks.purpose, purpose),
        isNull(veteranLinks.usedAt),
        isNull(veteranLinks.revokedAt),
        gt(veteranLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({
      id: veteranLinks.id,
      veteranId: veteranLinks.veteranId,
      scope: veteranLinks.scope,
      subjectIds: veteranLinks.subjectIds,
      sentTo: veteranLinks.sentTo,
    });
  return row ?? null;
}
