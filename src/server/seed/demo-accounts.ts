import type { Database } from '@server/db/client';
import { properties } from '@server/db/schema';
import { createAdminUser, createLandlordAccount, createPartnerOrganization } from '@server/modules/accounts';
import { giveListingsTo, updateLandlord } from '@server/modules/properties';
import { DEMO_PASSWORD } from '@shared/contracts/auth';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DEMO_HOME_ZIPS, demoPlace } from './places';
import type { DemoOrganization } from './referrals';

/** DESIGN.md: the demo accounts, printed at start when demo data is seeded. Never in production. */
export { DEMO_PASSWORD };
/** The demo admin's email lets the password-reset journey work for admins too (its mail lands in DATA_DIR/mail). */
export const DEMO_ADMIN = { username: 'admin', displayName: 'Demo Admin', email: 'admin@demo.org' } as const;
export const DEMO_PARTNER_EMAILS = ['partner@demo.org', 'partner2@demo.org'] as const;
export const DEMO_LANDLORD = { email: 'landlord@demo.org', name: 'Demo Landlord', phone: '(518) 555-0163' };

export const DEMO_ACCOUNTS_SUMMARY =
  `Demo accounts: ${DEMO_ADMIN.username} / ${DEMO_PASSWORD} (admin), ` +
  `${DEMO_PARTNER_EMAILS.join(', ')} / ${DEMO_PASSWORD} (partners), ` +
  `${DEMO_LANDLORD.email} / ${DEMO_PASSWORD} (landlord)`;

type NewOrganization = Parameters<typeof createPartnerOrganization>[1]['organization'];

function organizationAt(zipCode: string, fields: Omit<NewOrganization, 'city' | 'state' | 'zipCode'>) {
  const place = demoPlace(zipCode);
  return {
    ...fields,
    city: place.city,
    state: place.state,
    zipCode: place.zipCode,
    latitude: place.latitude,
    longitude: place.longitude,
  } satisfies NewOrganization;
}

/** The two demo partners: a verified tier-2 organisation and an unverified tier-1 one. */
const DEMO_ORGANIZATIONS = [
  {
    email: DEMO_PARTNER_EMAILS[0],
    organization: organizationAt('12207', {
      slug: 'capital-region-veterans-alliance',
      name: 'Capital Region Veterans Alliance',
      address: '112 State St, Suite 400',
      phone: '(518) 555-0142',
      email: DEMO_PARTNER_EMAILS[0],
      website: 'https://capitalregion.demo.org',
      description:
        'We help veterans in Albany, Rensselaer, Schenectady and Saratoga counties find a stable home, ' +
        'claim the benefits they earned and get mental health care close to home.',
      mission: 'No veteran in the Capital Region goes without a safe place to live.',
      accredited: true,
      verified: true,
      allowsDirectReferrals: true,
      integrationTier: 2,
    }),
    services: ['housing', 'benefits', 'mental_health'],
    referrals: {
      count: 18,
      areaCode: '518',
      zips: [
        '12207',
        '12203',
        '12205',
        '12206',
        '12208',
        '12209',
        '12210',
        '12180',
        '12144',
        '12110',
        '12054',
      ],
      caseManagers: [
        'dana.whitfield@albanyvamc.demo.org',
        'marcus.ortiz@albanyvamc.demo.org',
        'priya.raman@capitalregion.demo.org',
        'sgt.lewis@capitalregion.demo.org',
      ],
    },
  },
  {
    email: DEMO_PARTNER_EMAILS[1],
    organization: organizationAt('12601', {
      slug: 'hudson-valley-veteran-services',
      name: 'Hudson Valley Veteran Services',
      address: '25 Market St',
      phone: '(845) 555-0127',
      email: DEMO_PARTNER_EMAILS[1],
      website: null,
      description:
        'Housing help and free legal aid for veterans in Dutchess, Ulster and Orange counties: ' +
        'evictions, discharge upgrades and benefit appeals.',
      mission: null,
      accredited: false,
      verified: false,
      allowsDirectReferrals: true,
      integrationTier: 1,
    }),
    services: ['housing', 'legal'],
    referrals: {
      count: 14,
      areaCode: '845',
      zips: ['12601', '12603', '12590', '12550', '12524', '12508', '12538', '12401', '12569'],
      caseManagers: [
        'j.castellano@hudsonvalley.demo.org',
        'renee.brooks@hudsonvalley.demo.org',
        'housing.desk@dutchesscounty.demo.org',
      ],
    },
  },
] as const;

export interface SeededAccounts {
  organizations: DemoOrganization[];
  landlordId: string;
}

/** The demo admin, landlord and partner organisations with their sign-ins. */
export async function seedDemoAccounts(db: Database): Promise<SeededAccounts> {
  await createAdminUser(db, { ...DEMO_ADMIN, password: DEMO_PASSWORD });
  const { landlordId } = await createLandlordAccount(db, { ...DEMO_LANDLORD, password: DEMO_PASSWORD });
  // a verified account: the demo landlord's new listings publish at once
  await updateLandlord(db, landlordId, { verifiedAt: new Date() });
  const organizations: DemoOrganization[] = [];
  for (const demo of DEMO_ORGANIZATIONS) {
    const { organizationId } = await createPartnerOrganization(db, {
      organization: { ...demo.organization, serviceCategories: [...demo.services] },
      email: demo.email,
      password: DEMO_PASSWORD,
    });
    organizations.push({
      id: organizationId,
      services: demo.services,
      ...demo.referrals,
    });
  }
  return { organizations, landlordId };
}

/** Gives the seeded homes around ZIP 12345 to the demo landlord (when both exist); answers how many. */
export async function assignDemoHomes(db: Database, landlordId: string): Promise<number> {
  const homes = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.source, 'seed'),
        inArray(properties.zipCode, [...DEMO_HOME_ZIPS]),
        isNull(properties.landlordId),
      ),
    );
  return giveListingsTo(
    db,
    homes.map((home) => home.id),
    landlordId,
  );
}
