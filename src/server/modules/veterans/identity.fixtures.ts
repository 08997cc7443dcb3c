import type { Database } from '@server/db/client';
import { veterans } from '@server/db/schema';
import type { TestContext } from '@server/test/test-app.fixtures';
import { SAMPLE_FORM_ANSWERS } from '@shared/domain/co-living/profile-answers.fixtures';
import { eq } from 'drizzle-orm';

let address = 0;
/** A new client address per request, so the forms' rate limit never decides a test. */
const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${address % 250}`;

/** A form posted as a browser would (its own address), optionally with headers. */
export const postForm = (
  ctx: TestContext,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) => ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextAddress() });

/** A person on record, as a case worker of `organizationId` brought them in: every situation field set. */
export async function insertPerson(
  db: Database,
  change: Partial<typeof veterans.$inferInsert> = {},
): Promise<typeof veterans.$inferSelect> {
  const [row] = await db
    .insert(veterans)
    .values({
      name: 'Dana Victim',
      phone: '2125550100',
      email: null,
      zipCode: '10001',
      dischargeStatus: 'honorable',
      disability: true,
      hasVoucher: true,
      urgency: 'critical',
      maxRentCents: 120_000,
      caseManagerEmail: 'owner.cm@vso.test',
      source: 'housing_intake',
      ...change,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function personNow(db: Database, id: string): Promise<typeof veterans.$inferSelect | undefined> {
  const [row] = await db.select().from(veterans).where(eq(veterans.id, id));
  return row;
}

/** A complete, eligible co-living application for `who`, sent by `caseManagerEmail`. */
export const coLivingApplication = (
  who: { name: string; phone: string; email: string; zipCode: string },
  caseManagerEmail: string,
) => ({
  veteranName: who.name,
  veteranPhone: who.phone,
  veteranEmail: who.email,
  veteranZip: who.zipCode,
  caseManagerName: 'Casey Manager',
  caseManagerEmail,
  caseManagerPhone: '518-555-0199',
  ...SAMPLE_FORM_ANSWERS,
});
