// The partner portal's public surface: an organisation's referral figures, also used by its impact metrics.

import type { ModuleManifest } from '@server/module';
import { partnerPortalRoutes } from './routes';

export { impactReferralFigures } from './analytics-repo';

export const partnerPortalManifest: ModuleManifest = {
  name: 'partner-portal',
  routes: [partnerPortalRoutes],
};
