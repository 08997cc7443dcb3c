import type { Database } from '@server/db/client';
import { rows } from '@server/db/rows';
import { sql } from 'drizzle-orm';

export interface ReferencedSubject {
  subjectId: string;
  veteranId: string;
  /** The phone given with that request, and the one on the person's record. */
  phones: string[];
}

/**
 * The request, referral or co-living application a reference names, with the phones that may open it: the one
 * typed with it (its intake report) and the person's own.
 */
export async function findReferencedSubject(
  db: Database,
  reference: string,
): Promise<ReferencedSubject | null> {
  const [row] = await rows<{
    subject_id: string;
    veteran_id: string;
    typed: string | null;
    own: string | null;
  }>(
    db,
    sql`with subject as (
          select id, veteran_id from matches where reference = ${reference}
          union all select id, veteran_id from referrals where reference = ${reference}
          union all select id, veteran_id from co_living_applications where reference = ${reference}
        )
        select s.id as subject_id, s.veteran_id, v.phone as own,
               (select r.reported->>'phone' from intake_reports r where r.subject_id = s.id
                 order by r.created_at limit 1) as typed
          from subject s join veterans v on v.id = s.veteran_id
         limit 1`,
  );
  if (!row) return null;
  const phones = [row.typed, row.own].filter((phone): phone is string => Boolean(phone));
  return { subjectId: row.subject_id, veteranId: row.veteran_id, phones };
}
