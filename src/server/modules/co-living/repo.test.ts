import { coLivingApplications } from '@server/db/schema';
import { describeApi } from '@server/test/test-app.fixtures';
import { ZCoLivingApplicationInput } from '@shared/contracts/co-living';
import { eq } from 'drizzle-orm';
import { application, applyForCoLiving } from './co-living.fixtures';
import { type ApplicationValues, insertApplication } from './repo';
import { applicationValues } from './service';

/** Answers the given references in turn, as if the random draw had produced them. */
const drawing = (...references: string[]) => {
  const queue = [...references];
  return () => queue.shift() ?? 'CL-EMPTY2';
};

describeApi('co-living: a reference that is already taken', (ctx) => {
  let values: (veteranId: string) => ApplicationValues;
  let takenVeteranId: string;

  beforeAll(async () => {
    const taken = (await applyForCoLiving(ctx(), application())).json();
    const { db } = ctx().handle;
    await db
      .update(coLivingApplications)
      .set({ reference: 'CL-TAKEN2', status: 'withdrawn' })
      .where(eq(coLivingApplications.id, taken.id));
    const [row] = await db.select().from(coLivingApplications).where(eq(coLivingApplications.id, taken.id));
    if (!row) throw new Error('application missing');
    takenVeteranId = row.veteranId;
    const input = ZCoLivingApplicationInput.parse(application());
    values = (veteranId) => applicationValues(input, veteranId, null);
  });

  it('is skipped: another reference is drawn and the application is saved under it', async () => {
    const { db } = ctx().handle;
    const created = await insertApplication(db, values(takenVeteranId), drawing('CL-TAKEN2', 'CL-FRESH3'));
    expect(created).toMatchObject({ reference: 'CL-FRESH3', status: 'pending' });
    await db.delete(coLivingApplications).where(eq(coLivingApplications.id, created.id));
  });

  it('gives up with an error (a 500, not a duplicate) only when every draw collides', async () => {
    const { db } = ctx().handle;
    await expect(
      insertApplication(db, values(takenVeteranId), drawing(...Array(5).fill('CL-TAKEN2'))),
    ).rejects.toThrow('no free co-living reference');
    const rows = await db
      .select()
      .from(coLivingApplications)
      .where(eq(coLivingApplications.reference, 'CL-TAKEN2'));
    expect(rows).toHaveLength(1);
  });
});
