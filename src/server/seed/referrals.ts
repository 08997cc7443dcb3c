import { randomUUID } from 'node:crypto';
import type { Database } from '@server/db/client';
import { referrals, veterans } from '@server/db/schema';
import { REFERRAL_STATUSES, type ReferralStatus } from '@shared/domain/referral-status';
import { URGENCY_LEVELS, type UrgencyLevel } from '@shared/domain/urgency';
import type { Random } from './random';
import { NEEDS, type NeedType, NOTES, VETERAN_FIRST_NAMES, VETERAN_LAST_NAMES } from './referral-texts';

/** A demo partner organisation and what its referrals look like. */
export interface DemoOrganization {
  id: string;
  /** The organisation's service categories; most referrals ask for one of them. */
  services: readonly string[];
  count: number;
  areaCode: string;
  /** ZIPs near the organisation, all in the ZIP data set. */
  zips: readonly string[];
  caseManagers: readonly string[];
}

/** Placed is reached only by recording a placement from the referral (the seed's history does that). */
const SEEDED_STATUSES = REFERRAL_STATUSES.filter((status) => status !== 'placed');

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NEED_TYPES = Object.keys(NEEDS) as NeedType[];

/** How long ago referrals in each status arrived (days): new ones are recent, finished ones older. */
const AGE_DAYS: Record<ReferralStatus, readonly [number, number]> = {
  new: [0, 9],
  contacted: [3, 30],
  in_progress: [10, 100],
  matched: [30, 330],
  closed: [45, 360],
  unable_to_reach: [20, 300],
  placed: [40, 340],
};

export interface PlannedReferral {
  veteran: typeof veterans.$inferInsert;
  referral: typeof referrals.$inferInsert;
}

function distinctNames(random: Random, count: number): string[] {
  const names = new Set<string>();
  while (names.size < count) {
    names.add(`${random.pick(VETERAN_FIRST_NAMES)} ${random.pick(VETERAN_LAST_NAMES)}`);
  }
  return [...names];
}

function emailFor(random: Random, name: string): string {
  const [first = 'vet', last = 'eran'] = name
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .split(' ');
  const user = random.pick([`${first}.${last}`, `${first[0]}${last}`, `${first}${last}${random.int(1, 99)}`]);
  return `${user}@${random.pick(['example.com', 'example.net', 'example.org'])}`;
}

/**
 * The referrals of one demo organisation, oldest last: every status and every urgency appear,
 * created over the last 12 months, contacted a few hours to days after arrival once past 'new'.
 */
export function planReferrals(random: Random, org: DemoOrganization, now: Date): PlannedReferral[] {
  const names = distinctNames(random, org.count);
  return names.map((name, i) => {
    const veteranId = randomUUID();
    const status = SEEDED_STATUSES[i % SEEDED_STATUSES.length] as ReferralStatus;
    // shifts by one every full round of statuses, so statuses and urgencies mix
    const urgency = URGENCY_LEVELS[(i + Math.floor(i / SEEDED_STATUSES.length)) % 4] as UrgencyLevel;
    const [minDays, maxDays] = AGE_DAYS[status];
    // the first referral arrived this morning, so 'This Month' is never empty
    const ageMs =
      i === 0 ? random.int(1, 5) * HOUR : random.int(minDays, maxDays) * DAY + random.int(0, 23) * HOUR;
    const createdAt = new Date(now.getTime() - ageMs);
    let contactedAt: Date | null = null;
    if (status !== 'new') {
      const delayHours = urgency === 'critical' ? random.int(1, 6) : random.int(3, 96);
      contactedAt = new Date(Math.min(createdAt.getTime() + delayHours * HOUR, now.getTime() - HOUR / 2));
    }
    const lastChange = contactedAt ?? createdAt;
    const updatedAt = ['matched', 'closed'].includes(status)
      ? new Date(Math.min(lastChange.getTime() + random.int(5, 40) * DAY, now.getTime() - HOUR))
      : lastChange;
    const offered = org.services.filter((s): s is NeedType => s in NEEDS);
    const needType: NeedType =
      offered.length > 0 && random.chance(0.8) ? random.pick(offered) : random.pick(NEED_TYPES);
    const zipCode = random.pick(org.zips);
    const hasEmail = random.chance(0.7);
    const notes = status !== 'new' && random.chance(0.65) ? random.pick(NOTES[status]) : '';
    return {
      veteran: {
        id: veteranId,
        name,
        phone: `${org.areaCode}55501${String(10 + ((i * 7 + org.count) % 90)).padStart(2, '0')}`,
        email: hasEmail ? emailFor(random, name) : null,
        zipCode,
        dischargeStatus: random.pick(['honorable', 'honorable', 'honorable', 'other'] as const),
        hasVoucher: random.chance(0.35),
        disability: random.chance(0.55),
        requiresAccessibility: random.chance(0.2),
        hasPet: random.chance(0.25),
        urgency,
        source: 'referral',
        createdAt,
      },
      referral: {
        organizationId: org.id,
        veteranId,
        caseManagerEmail: random.chance(0.85) ? random.pick(org.caseManagers) : null,
        needType,
        urgency,
        needsDescription: random.pick(NEEDS[needType]),
        contactMethod: random.pick(['phone', 'phone', 'email', 'text']),
        notes,
        status,
        source: 'seed',
        createdAt,
        contactedAt,
        updatedAt,
      },
    };
  });
}

/** Inserts the planned referrals with their veterans; answers how many. */
export async function seedReferrals(db: Database, planned: PlannedReferral[]): Promise<number> {
  if (planned.length === 0) return 0;
  await db.insert(veterans).values(planned.map((p) => p.veteran));
  await db.insert(referrals).values(planned.map((p) => p.referral));
  return planned.length;
}
