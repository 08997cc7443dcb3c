import type { Database } from '@server/db/client';
import { partnerCredentials, referrals } from '@server/db/schema';
import { newReferralReference } from '@shared/domain/match-reference';
import { eq } from 'drizzle-orm';

export type ReferralValues = Omit<typeof referrals.$inferInsert, 'id' | 'reference'>;

/** Six symbols from 32 give about a billion references: a second collision in a row is already unheard of. */
const REFERENCE_ATTEMPTS = 5;

/**
 * Inserts the referral under a fresh reference. A reference already taken is skipped by the unique index
 * (`on conflict do nothing`, which keeps the transaction usable) and another one is drawn. `draw` is
 * there for the test that forces a collision.
 */
export async function insertReferralRow(
  tx: Database,
  values: ReferralValues,
  draw: () => string = newReferralReference,
): Promise<{ id: string; reference: string }> {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    const reference = draw();
    const [row] = await tx
      .insert(referrals)
      .values({ ...values, reference })
      .onConflictDoNothing({ target: referrals.reference })
      .returning({ id: referrals.id });
    if (row) return { id: row.id, reference };
  }
  throw new Error('no free referral reference after several draws');
}

/** True when a partner of the organisation can sign in today to see its referrals. */
export async function hasActivePartnerSignIn(tx: Database, organizationId: string): Promise<boolean> {
  const [row] = await tx
    .select({ active: partnerCredentials.isActive })
    .from(partnerCredentials)
    .where(eq(partnerCredentials.organizationId, organizationId));
  return row?.active === true;
}
