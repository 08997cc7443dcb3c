import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { properties } from '../schema';
import { seedHomes } from './homes';
import { createRandom } from './random';
import { seedVeterans } from './veterans';

export interface SeedResult {
  summary: string;
}

/** Demo data for an empty database; returns null (and writes nothing) when data exists. */
export async function seedDemoData(db: Database): Promise<SeedResult | null> {
  const [existing] = await db.select({ n: count() }).from(properties);
  if ((existing?.n ?? 0) > 0) return null;
  const random = createRandom(20_250_128);
  return db.transaction(async (tx) => {
    const homes = await seedHomes(tx as unknown as Database, random);
    const veterans = await seedVeterans(tx as unknown as Database, random);
    return { summary: `${homes} homes, ${veterans} veterans` };
  });
}
