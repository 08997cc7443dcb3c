// npm run create-admin -- --username NAME [--name "Display Name"] [--email EMAIL]

import { createAdmin } from './accounts';
import { CREATE_ADMIN_USAGE, parseCreateAdminArgs, wantsHelp } from './args';
import { readNewPassword } from './password';
import { runCommand, withDatabase } from './run';

const argv = process.argv.slice(2);

await runCommand(async () => {
  if (wantsHelp(argv)) return CREATE_ADMIN_USAGE;
  const args = parseCreateAdminArgs(argv);
  const password = await readNewPassword(process.stdin, process.stdout, [
    args.username,
    args.displayName,
    args.email,
  ]);
  const admin = await withDatabase((db) => createAdmin(db, { ...args, password }));
  const reset = args.email
    ? `A forgotten password can be reset at /forgot-password with ${args.email}.`
    : 'It has no email, so a forgotten password cannot be reset by email.';
  return `Admin "${admin.username}" (${admin.displayName}) created. Sign in at /admin/login.\n${reset}`;
});
