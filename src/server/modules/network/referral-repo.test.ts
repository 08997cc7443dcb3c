import { referrals } from '@server/db/schema';
import { makePartner, makeReferral } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';
import { insertReferralRow, type ReferralValues } from './referral-repo';

/** Answers the given references in turn, as if the random draw had produced them. */
const drawing = (...references: string[]) => {
  const queue = [...references];
  return () => queue.shift() ?? 'RF-EMPTY2';
};

describeApi('network: a referral reference that is already taken', (context) => {
  let values: ReferralValues;

  beforeAll(async () => {
    const { db } = context().handle;
    const { organizationId } = await makePartner(db);
    const taken = await makeReferral(db, organizationId, { reference: 'RF-TAKEN2' });
    const [row] = await db.select().from(referrals).where(eq(referrals.id, taken));
    if (!row) throw new Error('referral missing');
    values = { organizationId, veteranId: row.veteranId, source: 'org-card-modal', status: 'new' };
  });

  it('is skipped: another reference is drawn and the referral is saved under it', async () => {
    const { db } = context().handle;
    const created = await insertReferralRow(db, values, drawing('RF-TAKEN2', 'RF-FRESH3'));
    expect(created.reference).toBe('RF-FRESH3');
    const [row] = await db.select().from(referrals).where(eq(referrals.id, created.id));
    expect(row?.reference).toBe('RF-FRESH3');
  });

  it('gives up with an error (a 500, not a duplicate) only when every draw collides', async () => {
    const { db } = context().handle;
    await expect(insertReferralRow(db, values, drawing(...Array(5).fill('RF-TAKEN2')))).rejects.toThrow(
      'no free referral reference',
    );
    const rows = await db.select().from(referrals).where(eq(referrals.reference, 'RF-TAKEN2'));
    expect(rows).toHaveLength(1);
  });
});
