// npm run create-partner -- --email EMAIL --name "Organization name" --zip ZIP [--tier 1-5] [--services housing,legal]

import { createPartner } from './accounts';
import { CREATE_PARTNER_USAGE, parseCreatePartnerArgs, wantsHelp } from './args';
import { readNewPassword } from './password';
import { runCommand, withDatabase } from './run';

const argv = process.argv.slice(2);

await runCommand(async () => {
  if (wantsHelp(argv)) return CREATE_PARTNER_USAGE;
  const args = parseCreatePartnerArgs(argv);
  const password = await readNewPassword();
  const partner = await withDatabase((db) => createPartner(db, { ...args, password }));
  return [
    `Partner organization "${args.name}" created in ${partner.city}, ${partner.state} (tier ${args.tier}).`,
    `It signs in at /partner/login with ${args.email}; its profile is /partner/${partner.slug}.`,
  ].join('\n');
});
