import type { Database } from '@server/db/client';
import { isNotDeclined } from '@server/db/predicates';
import { inboxItems, matches, organizations, veterans } from '@server/db/schema';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';

export interface BatchVeteran {
  id: string;
  zipCode: string;
  /** An open or placed match: the veteran has a home, or one is being worked on. */
  hasHome: boolean;
}

/**
 * The organisation's veterans from this intake batch, locked until the transaction ends so two
 * 'Route to Landlords' clicks for one batch are taken one after the other. Another organisation's
 * batch (or an unknown id) gives no rows.
 */
export async function lockBatchVeterans(
  tx: Database,
  batchId: string,
  organizationId: string,
): Promise<BatchVeteran[]> {
  const ofBatch = and(eq(veterans.intakeBatchId, batchId), eq(veterans.organizationId, organizationId));
  const batch = await tx
    .select({ id: veterans.id, zipCode: veterans.zipCode })
    .from(veterans)
    .where(ofBatch)
    .orderBy(asc(veterans.zipCode))
    .for('update');
  if (batch.length === 0) return [];
  const housed = await tx
    .selectDistinct({ veteranId: matches.veteranId })
    .from(matches)
    .where(
      and(
        inArray(
          matches.veteranId,
          batch.map((veteran) => veteran.id),
        ),
        isNotDeclined,
      ),
    );
  const withHome = new Set(housed.map((row) => row.veteranId));
  return batch.map((veteran) => ({ ...veteran, hasHome: withHome.has(veteran.id) }));
}

/** An unfinished request to find homes for this batch is already in the operations inbox. */
export async function hasOpenHousingRequest(tx: Database, batchId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: inboxItems.id })
    .from(inboxItems)
    .where(
      and(
        eq(inboxItems.type, 'housing_request'),
        eq(inboxItems.subjectId, batchId),
        ne(inboxItems.status, 'done'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function organizationName(tx: Database, organizationId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name ?? null;
}
