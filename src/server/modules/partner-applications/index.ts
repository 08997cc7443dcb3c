// Public surface of the partner-applications module: the inbox decides applications through it.

import type { ModuleManifest } from '@server/module';
import { partnerApplicationsInbox } from './inbox-items';
import {
  partnerApplicationApproved,
  partnerApplicationDeclined,
  partnerApplicationReceived,
} from './notices';
import { moveApplicationsToLandlord } from './repo';
import { partnerApplicationsRoutes } from './routes';

export {
  decidePartnerApplication,
  PARTNER_APPLICATION_NOT_FOUND,
  type PartnerApplicationDecider,
} from './service';

export const partnerApplicationsManifest: ModuleManifest = {
  name: 'partner-applications',
  routes: [partnerApplicationsRoutes],
  messages: {
    'partner_application.received': partnerApplicationReceived,
    'partner_application.approved': partnerApplicationApproved,
    'partner_application.declined': partnerApplicationDeclined,
  },
  inbox: partnerApplicationsInbox,
  landlordRecordMerged: moveApplicationsToLandlord,
};
