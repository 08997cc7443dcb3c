// The bulk intake: a partner's list of veterans at once, matched or waitlisted, with the waitlist's notice.

import type { ModuleManifest } from '@server/module';
import { bulkIntakeInbox } from './inbox-items';
import { waitlistStatus } from './notices';
import { bulkIntakeRoutes } from './routes';

export const bulkIntakeManifest: ModuleManifest = {
  name: 'bulk-intake',
  routes: [bulkIntakeRoutes],
  messages: { waitlist_status: waitlistStatus },
  inbox: bulkIntakeInbox,
};
