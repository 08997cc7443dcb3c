import type { OrganizationView } from '@shared/contracts/organizations';

/** A partner organisation as the API shows it to its own partner (Hope for Heroes, Austin), for component tests. */
export function makeOrganization(overrides: Partial<OrganizationView> = {}): OrganizationView {
  return {
    id: 'org-1',
    slug: 'hope-for-heroes',
    name: 'Hope for Heroes',
    address: '100 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    phone: '(512) 555-0100',
    email: 'partner@demo.org',
    website: 'https://hope.example.org',
    description: 'Housing help for veterans.',
    mission: null,
    logoUrl: null,
    brandColor: null,
    accredited: true,
    isVerified: true,
    allowsDirectReferrals: true,
    integrationTier: 2,
    serviceCategories: ['housing'],
    createdAt: '2024-03-01T00:00:00.000Z',
    ...overrides,
  };
}
