// npm run unlock-account -- <email-or-username>

import { UsageError } from './errors';
import { runCommand, withDatabase } from './run';
import { UNLOCK_ACCOUNT_USAGE, unlockAccountsNamed } from './unlock';

const argv = process.argv.slice(2);

await runCommand(async () => {
  if (argv.includes('--help') || argv.includes('-h')) return UNLOCK_ACCOUNT_USAGE;
  const [name, ...rest] = argv;
  if (!name || rest.length > 0)
    throw new UsageError('Name one account: its email or username.', UNLOCK_ACCOUNT_USAGE);
  return withDatabase((db) => unlockAccountsNamed(db, name));
});
