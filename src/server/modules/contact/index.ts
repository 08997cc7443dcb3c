// Public surface of the contact module for other modules (the demo seed).

import type { ModuleManifest } from '@server/module';
import { contactInbox } from './inbox-items';
import { contactReceived } from './notices';
import { contactRoutes } from './routes';

export { receiveContactMessage } from './service';

export const contactManifest: ModuleManifest = {
  name: 'contact',
  routes: [contactRoutes],
  messages: { 'contact.received': contactReceived },
  inbox: contactInbox,
};
