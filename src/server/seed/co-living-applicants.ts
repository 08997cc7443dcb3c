import type { CoLivingApplicationData } from '@shared/contracts/co-living';
import {
  CLEANLINESS_LEVELS,
  CONFLICT_STYLES,
  type CoLivingRoomType,
  DRINKING_PREFERENCES,
  SERVICE_BRANCHES,
  SERVICE_ERAS,
  type SmokingPreference,
  SOCIAL_LEVELS,
} from '@shared/domain/co-living/vocabulary';
import type { Random } from './random';

/** The demo program's metros: real ZIPs a few miles apart, so applicants there can share a home. */
export const CO_LIVING_METROS = {
  albany: ['12345', '12305', '12308', '12309', '12203', '12206', '12180'],
  austin: ['78701', '78702', '78704', '78745', '78751', '78757'],
  tacoma: ['98402', '98403', '98405', '98406', '98408'],
  jacksonville: ['32202', '32204', '32205', '32207', '32210'],
} as const;
export type CoLivingMetro = keyof typeof CO_LIVING_METROS;

/** Applicants per metro: about 60 in all. */
const APPLICANTS_PER_METRO: Record<CoLivingMetro, number> = {
  albany: 18,
  austin: 16,
  tacoma: 14,
  jacksonville: 12,
};

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Keisha', 'David', 'Ana', 'Marcus', 'Grace'];
const MORE_FIRST = [
  'Tomas',
  'Derek',
  'Yolanda',
  'Curtis',
  'Renee',
  'Luis',
  'Wanda',
  'Andre',
  'Paul',
  'Irene',
];
const LAST = [
  'Hollis',
  'Ortega',
  'Nakamura',
  'Baptiste',
  'Kowalski',
  'Greene',
  'Whitfield',
  'Soto',
  'Lindqvist',
];

const SMOKING_SHARE: Record<SmokingPreference, number> = {
  non_smoking: 0.7,
  outdoor_only: 0.22,
  smoking_ok: 0.08,
};
const ROOM_TYPE_SHARE: Record<CoLivingRoomType, number> = {
  shared_bath: 0.55,
  private_bath: 0.35,
  master_suite: 0.1,
};

function pickShare<T extends string>(random: Random, shares: Record<T, number>): T {
  let roll = random.next();
  for (const [key, share] of Object.entries(shares) as [T, number][]) {
    roll -= share;
    if (roll < 0) return key;
  }
  return Object.keys(shares)[0] as T;
}

/** Case managers of made-up organisations: their acknowledgements count as delivered in the demo. */
const CASE_MANAGERS = [
  { name: 'Rosa Delgado', email: 'rosa.delgado@capitalvets.example.org', phone: '518-555-0141' },
  { name: 'Ben Whitaker', email: 'ben.whitaker@texasvets.example.org', phone: '512-555-0176' },
  { name: 'Ivy Chen', email: 'ivy.chen@soundvets.example.org', phone: '253-555-0129' },
  { name: 'Omar Haddad', email: 'omar.haddad@firstcoastvets.example.org', phone: '904-555-0164' },
] as const;

/**
 * Plausible applications for one metro (the shares the benchmark also uses): most want a smoke-free home
 * and a shared-bath room, budgets from $550 to $1,100, a few with pets, a service animal or access needs.
 */
export function coLivingDemoApplications(
  random: Random,
): { metro: CoLivingMetro; input: CoLivingApplicationData }[] {
  const applications: { metro: CoLivingMetro; input: CoLivingApplicationData }[] = [];
  let person = 0;
  (Object.keys(CO_LIVING_METROS) as CoLivingMetro[]).forEach((metro, metroIndex) => {
    const caseManager = CASE_MANAGERS[metroIndex] ?? CASE_MANAGERS[0];
    for (let i = 0; i < APPLICANTS_PER_METRO[metro]; i += 1) {
      person += 1;
      const first = random.pick(random.chance(0.5) ? FIRST : MORE_FIRST);
      const last = random.pick(LAST);
      const hasPets = random.chance(0.12);
      const disability = 50 * random.int(22, 36);
      const socialSecurity = 50 * random.int(18, 30);
      applications.push({
        metro,
        input: {
          veteranName: `${first} ${last}`,
          veteranEmail: `${first}.${last}.${person}@example.net`.toLowerCase(),
          veteranPhone: `${caseManager.phone.slice(0, 3)}555${String(2000 + person)}`,
          veteranZip: random.pick(CO_LIVING_METROS[metro]),
          caseManagerName: caseManager.name,
          caseManagerEmail: caseManager.email,
          caseManagerPhone: caseManager.phone,
          hasDisabilityBenefits: true,
          hasSocialSecurityBenefits: true,
          monthlyDisabilityIncome: disability,
          monthlySocialSecurityIncome: socialSecurity,
          serviceBranch: random.pick(SERVICE_BRANCHES),
          preferredServiceEra: random.pick(SERVICE_ERAS),
          socialLevel: random.pick(SOCIAL_LEVELS),
          cleanliness: random.pick(CLEANLINESS_LEVELS),
          smokingPreference: pickShare(random, SMOKING_SHARE),
          drinkingPreference: random.pick(DRINKING_PREFERENCES),
          conflictResolutionStyle: random.pick(CONFLICT_STYLES),
          maxRoomBudget: 50 * random.int(11, 22),
          preferredRoomType: pickShare(random, ROOM_TYPE_SHARE),
          accessibilityNeeds: random.chance(0.1),
          hasServiceAnimal: random.chance(0.06),
          hasPets,
          petDetails: hasPets
            ? random.pick(['a small dog', 'a cat', 'two cats', 'an older beagle'])
            : undefined,
          interestInCommunityActivities: random.chance(0.75),
          willingToOrganizeEvents: random.chance(0.25),
          previousSharedLivingExperience: random.chance(0.5),
          quietHours: random.chance(0.8)
            ? { start: '22:00', end: '07:00' }
            : { start: '23:00', end: '08:00' },
          additionalNotes: undefined,
        },
      });
    }
  });
  return applications;
}
