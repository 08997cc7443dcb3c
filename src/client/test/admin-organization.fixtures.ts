import type { AdminOrganization } from '@shared/contracts/admin-oversight';

/** An organisation as admins see it in the network's oversight (not verified yet), for component tests. */
export const HUDSON: AdminOrganization = {
  id: '5f1c8f0e-1f7b-4c55-9d0a-1c2b3d4e5f60',
  name: 'Hudson Valley Veterans',
  slug: 'hudson-valley-veterans',
  city: 'Albany',
  state: 'NY',
  zipCode: '12207',
  email: 'help@hudson.example.org',
  integrationTier: 2,
  placementTier: 'unverified',
  verified: false,
  allowsDirectReferrals: true,
  hasSignIn: true,
  signInActive: true,
  referralsOpen: 3,
  medianHoursToFirstContact: 5.5,
  placements: 4,
  continuum: null,
};
