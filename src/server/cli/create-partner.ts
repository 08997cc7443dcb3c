// npm run create-partner -- --email EMAIL --name "Organization name" --zip ZIP [--tier 1-5] [--services housing,legal] [--invite]

import { INVITATION_TTL_DAYS } from '@shared/domain/account-tokens';
import { formatPlace } from '@shared/domain/address';
import { createPartner } from './accounts';
import { CREATE_PARTNER_USAGE, parseCreatePartnerArgs, wantsHelp } from './args';
import { readNewPassword } from './password';
import { runCommand, withDatabase } from './run';

const argv = process.argv.slice(2);

await runCommand(async () => {
  if (wantsHelp(argv)) return CREATE_PARTNER_USAGE;
  const args = parseCreatePartnerArgs(argv);
  const password = args.invite
    ? undefined
    : await readNewPassword(process.stdin, process.stdout, [args.name, args.email]);
  const partner = await withDatabase((db) => createPartner(db, { ...args, password }));
  const created = `Partner organization "${args.name}" created in ${formatPlace({ city: partner.city, state: partner.state })} (tier ${args.tier}).`;
  const profile = `Its profile is /partner/${partner.slug}.`;
  if (!args.invite)
    return [created, `It signs in at /partner/login with ${args.email}. ${profile}`].join('\n');
  return [
    created,
    `An invitation to set its password is queued for ${args.email}. The server sends it when it runs ` +
      `(within a few minutes if it is running now); the link works for ${INVITATION_TTL_DAYS} days.`,
    `Once the password is set, it signs in at /partner/login with ${args.email}. ${profile}`,
  ].join('\n');
});
