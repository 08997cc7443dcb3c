import type { Database } from '@server/db/client';
import { coLivingApplications, veterans } from '@server/db/schema';
import { newCoLivingReference } from '@shared/domain/match-reference';
import { and, eq, inArray, sql } from 'drizzle-orm';

export type ApplicationValues = Omit<
  typeof coLivingApplications.$inferInsert,
  'id' | 'reference' | 'status' | 'createdAt' | 'updatedAt'
>;

export interface SavedApplication {
  id: string;
  reference: string;
  status: (typeof coLivingApplications.$inferSelect)['status'];
}

/** Pending (waiting for a household) or proposed (offered one): the veteran's one open application. */
const OPEN_STATUSES = ['pending', 'proposed'] as const;

/** Six symbols from 32 give about a billion references: a second collision in a row is already unheard of. */
const REFERENCE_ATTEMPTS = 5;

const saved = {
  id: coLivingApplications.id,
  reference: coLivingApplications.reference,
  status: coLivingApplications.status,
};

export interface OpenApplication extends SavedApplication {
  caseManagerEmail: string | null;
  organizationId: string | null;
  /** The person's own email on record (who sent an application without a case manager). */
  veteranEmail: string | null;
}

/** The veteran's open application, locked until the transaction ends (two submissions update it in turn). */
export async function lockOpenApplication(
  tx: Database,
  veteranId: string,
): Promise<OpenApplication | undefined> {
  const [row] = await tx
    .select({
      ...saved,
      caseManagerEmail: coLivingApplications.caseManagerEmail,
      organizationId: coLivingApplications.organizationId,
      veteranEmail: veterans.email,
    })
    .from(coLivingApplications)
    .innerJoin(veterans, eq(veterans.id, coLivingApplications.veteranId))
    .where(
      and(
        eq(coLivingApplications.veteranId, veteranId),
        inArray(coLivingApplications.status, [...OPEN_STATUSES]),
      ),
    )
    .for('update', { of: coLivingApplications });
  return row;
}

/** The new answers on the open application; its reference, status and organisation (when none is given) stay. */
export async function updateApplication(
  tx: Database,
  id: string,
  values: ApplicationValues,
): Promise<SavedApplication> {
  const { organizationId, ...answers } = values;
  const [row] = await tx
    .update(coLivingApplications)
    .set({ ...answers, ...(organizationId ? { organizationId } : {}), updatedAt: sql`now()` })
    .where(eq(coLivingApplications.id, id))
    .returning(saved);
  if (!row) throw new Error(`co-living application ${id} vanished while locked`);
  return row;
}

/**
 * Inserts the application under a fresh reference. A reference already taken is skipped by the unique index
 * (`on conflict do nothing`, which keeps the transaction usable) and another one is drawn. `draw` is there
 * for the test that forces a collision.
 */
export async function insertApplication(
  tx: Database,
  values: ApplicationValues,
  draw: () => string = newCoLivingReference,
): Promise<SavedApplication> {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(coLivingApplications)
      .values({ ...values, reference: draw(), status: 'pending' })
      .onConflictDoNothing({ target: coLivingApplications.reference })
      .returning(saved);
    if (row) return row;
  }
  throw new Error('no free co-living reference after several draws');
}
