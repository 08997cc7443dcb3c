import type { ModuleManifest } from '@server/module';
import { accountAccessRoutes } from './routes';

export { type AccessActor, findAccountsBySignIn, unlockAccount } from './service';

export const accountAccessManifest: ModuleManifest = {
  name: 'account-access',
  routes: [accountAccessRoutes],
};
