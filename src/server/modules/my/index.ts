// The veteran's own page (/my): its routes. Links to it are made by the veterans module (myPageLink).

import type { ModuleManifest } from '@server/module';
import { myConfirmEmail } from './notices';
import { myRoutes } from './routes';

export const myManifest: ModuleManifest = {
  name: 'my',
  routes: [myRoutes],
  messages: { 'my.confirm_email': myConfirmEmail },
};
