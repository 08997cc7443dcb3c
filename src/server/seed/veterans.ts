import type { Database } from '@server/db/client';
import { veterans } from '@server/db/schema';
import { DEMO_STATES, randomPlaceInState } from './places';
import type { Random } from './random';

const FIRST = [
  'James',
  'Maria',
  'Robert',
  'Aisha',
  'David',
  'Linda',
  'Carlos',
  'Keisha',
  'Michael',
  'Tanya',
  'Luis',
  'Grace',
];
const LAST = [
  'Johnson',
  'Garcia',
  'Williams',
  'Nguyen',
  'Brown',
  'Davis',
  'Martinez',
  'Clark',
  'Lewis',
  'Walker',
];

export async function seedVeterans(db: Database, random: Random): Promise<number> {
  const rows: (typeof veterans.$inferInsert)[] = DEMO_STATES.slice(0, 30).map((state) => {
    const place = randomPlaceInState(random, state);
    return {
      name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      phone: `51855501${random.int(10, 99)}`,
      zipCode: place.zipCode,
      dischargeStatus: random.pick(['honorable', 'honorable', 'other'] as const),
      hasVoucher: random.chance(0.4),
      giBill: random.chance(0.3),
      disability: random.chance(0.6),
      employment: random.chance(0.3),
      requiresAccessibility: random.chance(0.2),
      hasPet: random.chance(0.2),
      urgency: random.pick(['critical', 'high', 'normal', 'normal', 'low'] as const),
      source: 'seed',
    };
  });
  await db.insert(veterans).values(rows);
  return rows.length;
}
