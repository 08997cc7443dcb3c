import {
  intakeReports,
  type matches,
  type outboxMessages,
  properties,
  type veterans,
} from '@server/db/schema';
import { lookupZip } from '@server/lib/zip-lookup';
import type { TestContext } from '@server/test/test-app.fixtures';
import { count, eq } from 'drizzle-orm';

export const benefits = { vash: false, giBill: false, disability: false, employment: false };
export const veteran = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Brooks',
  zipCode: '12345',
  dischargeStatus: 'honorable',
  benefits: { ...benefits, employment: true },
  ...overrides,
});

/** Four homes near ZIP 12345: two free (one takes vouchers), one filled, one with no room left. */
export async function insertHomes(ctx: TestContext) {
  const here = lookupZip('12345');
  const near = lookupZip('12305');
  if (!here || !near) throw new Error('ZIP data missing');
  const home = (place: typeof here, extra: Partial<typeof properties.$inferInsert>) => ({
    address: `${extra.address ?? '1 Test St'}`,
    city: place.city,
    state: place.state,
    zipCode: place.zipCode,
    latitude: place.latitude,
    longitude: place.longitude,
    rentPerRoomCents: 80_000,
    ...extra,
  });
  const rows = await ctx.handle.db
    .insert(properties)
    .values([
      home(here, { address: '10 Voucher Way', acceptsVouchers: true, inspected: true }),
      home(near, { address: '20 Cash Ct', acceptsVouchers: false }),
      home(here, { address: '30 Filled Rd', acceptsVouchers: true, status: 'filled' }),
      home(here, { address: '40 Full Ln', acceptsVouchers: true, unitsAvailable: 0 }),
    ])
    .returning({ id: properties.id, address: properties.address });
  return Object.fromEntries(rows.map((row) => [row.address, row.id]));
}

export const countRows = async (
  ctx: TestContext,
  table: typeof veterans | typeof matches | typeof outboxMessages,
) => (await ctx.handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** The person a bulk intake result was registered as (its `intakeId` is the intake report's id). */
export async function personOfIntake(ctx: TestContext, intakeId: string): Promise<string> {
  const [row] = await ctx.handle.db
    .select({ veteranId: intakeReports.veteranId })
    .from(intakeReports)
    .where(eq(intakeReports.id, intakeId));
  if (!row) throw new Error(`no intake report ${intakeId}`);
  return row.veteranId;
}
