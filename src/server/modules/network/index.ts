// Public surface of the network module for other modules (the demo seed, the housing intake).

import type { ModuleManifest } from '@server/module';
import { networkInbox } from './inbox-items';
import { landlordInvitation, landlordLeadReceived } from './lead-invitation-notice';
import { referralReceived } from './notices';
import { placementRecorded } from './placement-notice';
import { networkRoutes } from './routes';

export { recordLandlordMoveIn } from './placement-write';
export { createLandlordLead, housingReferralTarget, referForHousing } from './public-forms';

export const networkManifest: ModuleManifest = {
  name: 'network',
  routes: [networkRoutes],
  messages: {
    'referral.received': referralReceived,
    'placement.recorded': placementRecorded,
    'landlord.invitation': landlordInvitation,
    'landlord_lead.received': landlordLeadReceived,
  },
  inbox: networkInbox,
};
