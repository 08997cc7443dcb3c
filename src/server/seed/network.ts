import type { Database } from '@server/db/client';
import { organizations, placements } from '@server/db/schema';
import { insertOrganizations, type NewOrganization } from '@server/modules/accounts';
import { formatAddress } from '@shared/domain/address';
import { SERVICE_CATEGORIES, type ServiceCategory } from '@shared/domain/partner-tiers';
import { slugify } from '@shared/domain/slug';
import { inArray } from 'drizzle-orm';
import { DEMO_STATES, randomPlaceInState } from './places';
import type { Random } from './random';
import { VETERAN_FIRST_NAMES, VETERAN_LAST_NAMES } from './referral-texts';

/** How many directory organisations the demo network has besides the two demo partners. */
export const NETWORK_SIZE = 160;
export const DEMO_PARTNER_PLACEMENTS = {
  'capital-region-veterans-alliance': 6,
  'hudson-valley-veteran-services': 2,
};

interface Template {
  name: (city: string) => string;
  primary: ServiceCategory;
  description: string;
}

const TEMPLATES: readonly Template[] = [
  {
    name: (c) => `${c} Veterans Housing Coalition`,
    primary: 'housing',
    description:
      'Finds and keeps homes for veterans: rental search, deposits, landlord mediation and HUD-VASH vouchers.',
  },
  {
    name: (c) => `${c} Homes for Heroes`,
    primary: 'housing',
    description:
      'Moves veterans from shelters and cars into stable rentals, then checks in for the first year.',
  },
  {
    name: (c) => `${c} Veterans Legal Aid`,
    primary: 'legal',
    description:
      'Free legal help for veterans: evictions, discharge upgrades, benefit appeals and expungement.',
  },
  {
    name: (c) => `${c} Vet Center Partners`,
    primary: 'mental_health',
    description: 'Counseling for veterans and their families, PTSD groups and peer support, at no cost.',
  },
  {
    name: (c) => `${c} Veterans Health Outreach`,
    primary: 'healthcare',
    description:
      'Emergency help and health care access: crisis beds, VA enrollment and rides to appointments.',
  },
  {
    name: (c) => `${c} Veterans Career Bridge`,
    primary: 'employment',
    description:
      'Job training, resume help and employer introductions for veterans returning to civilian work.',
  },
  {
    name: (c) => `${c} GI Bill Navigators`,
    primary: 'education',
    description: 'Helps veterans choose schools, use the GI Bill and finish a degree or certificate.',
  },
  {
    name: (c) => `${c} Veterans Benefits Office`,
    primary: 'benefits',
    description: 'Accredited help filing VA claims for disability, pension and housing benefits.',
  },
  {
    name: (c) => `${c} Area Veterans Alliance`,
    primary: 'general',
    description: 'A one-stop veteran service organisation connecting veterans to local housing and support.',
  },
];

const STREETS = [
  'Main St',
  'Market St',
  'Oak Ave',
  'Liberty St',
  'Washington Ave',
  'Union St',
  'Park Pl',
  'Veterans Way',
];

/**
 * Placements by position in each block of ten, so every placement tier appears: one unverified,
 * one bronze (0), four green (1-9), three teal (10-49), one plum (50+).
 */
function placementPlan(random: Random, position: number): { verified: boolean; placements: number } {
  if (position === 0) return { verified: false, placements: random.int(0, 5) };
  if (position === 1) return { verified: true, placements: 0 };
  if (position <= 5) return { verified: true, placements: random.int(1, 9) };
  if (position <= 8) return { verified: true, placements: random.int(10, 49) };
  return { verified: true, placements: random.int(50, 80) };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function placementRows(
  random: Random,
  organizationId: string,
  count: number,
  city: string,
  state: string,
  now: Date,
) {
  return Array.from({ length: count }, () => {
    // within the last three years, about a third of them this year
    const daysBack = random.chance(0.35) ? random.int(0, now.getUTCMonth() * 30) : random.int(0, 1000);
    const date = new Date(now.getTime() - daysBack * 86_400_000).toISOString().slice(0, 10);
    return {
      organizationId,
      veteranName: `${random.pick(VETERAN_FIRST_NAMES)} ${random.pick(VETERAN_LAST_NAMES)}`,
      propertyAddress: formatAddress({
        address: `${random.int(10, 2999)} ${random.pick(STREETS)}`,
        city,
        state,
      }),
      placementDate: date,
      monthlyRentCents: random.int(70, 220) * 1000,
      vaBenefitBased: random.chance(0.6),
      notes: '',
    };
  });
}

/**
 * The demo network: NETWORK_SIZE organisations over the demo states (real ZIP, city and state from
 * the ZIP data), every service category, integration tier and placement tier; plus a few placements
 * for the two demo partners. Deterministic for a given random seed and date.
 */
export async function seedNetwork(db: Database, random: Random, now = new Date()) {
  const slugs = new Set<string>();
  const planned = Array.from({ length: NETWORK_SIZE }, (_, i) => {
    const place = randomPlaceInState(random, DEMO_STATES[i % DEMO_STATES.length] ?? 'NY');
    const template = TEMPLATES[i % TEMPLATES.length] ?? TEMPLATES[0];
    if (!template) throw new Error('no organisation templates');
    const name = template.name(place.city);
    let slug = slugify(name);
    for (let n = 2; slugs.has(slug); n += 1) slug = `${slugify(name)}-${n}`;
    slugs.add(slug);
    const services = new Set<ServiceCategory>([template.primary]);
    for (let extra = random.int(0, 2); extra > 0; extra -= 1) services.add(random.pick(SERVICE_CATEGORIES));
    const plan = placementPlan(random, i % 10);
    const organization: NewOrganization = {
      slug,
      name,
      address: `${random.int(10, 999)} ${random.pick(STREETS)}`,
      city: place.city,
      state: place.state,
      zipCode: place.zipCode,
      latitude: place.latitude,
      longitude: place.longitude,
      phone: `(555) 555-${pad(random.int(100, 199), 4)}`,
      email: `help@${slug}.demo.org`,
      website: random.chance(0.8) ? `https://${slug}.demo.org` : null,
      description: template.description,
      mission: random.chance(0.6) ? `Every veteran in ${place.city} has a safe place to call home.` : null,
      accredited: random.chance(0.45),
      verified: plan.verified,
      allowsDirectReferrals: random.chance(0.75),
      integrationTier: 1 + (Math.floor(i / 10) % 5),
      serviceCategories: [...services],
    };
    return { organization, placements: plan.placements };
  });

  const created = await insertOrganizations(
    db,
    planned.map((p) => p.organization),
  );
  const rows = created.flatMap((org, i) =>
    placementRows(random, org.id, planned[i]?.placements ?? 0, org.city, org.state, now),
  );

  const demoPartners = await db
    .select({
      id: organizations.id,
      slug: organizations.slug,
      city: organizations.city,
      state: organizations.state,
    })
    .from(organizations)
    .where(inArray(organizations.slug, Object.keys(DEMO_PARTNER_PLACEMENTS)));
  for (const org of demoPartners) {
    const count = DEMO_PARTNER_PLACEMENTS[org.slug as keyof typeof DEMO_PARTNER_PLACEMENTS] ?? 0;
    rows.push(...placementRows(random, org.id, count, org.city, org.state, now));
  }
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(placements).values(rows.slice(start, start + 500));
  }
  return { organizations: created.length, placements: rows.length };
}
