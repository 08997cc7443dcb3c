import { type ParseArgsConfig, parseArgs } from 'node:util';
import { lookupZip, type ZipPlace } from '@server/lib/zip-lookup';
import { MAX_INTEGRATION_TIER, MIN_INTEGRATION_TIER, SERVICE_CATEGORIES } from '@shared/domain/partner-tiers';
import { z } from 'zod';
import { UsageError } from './errors';

const PASSWORD_NOTE =
  'The password is asked for twice with hidden input, or read from standard input when it is not a terminal.';

export const CREATE_ADMIN_USAGE = `Usage: npm run create-admin -- --username NAME [--name "Display Name"] [--email EMAIL]
  --username  3 to 64 letters, digits, dots, dashes or underscores (kept lower-case)
  --name      the name shown in the app (default: the username)
  --email     where password-reset links go (optional; without it the admin can't reset a forgotten password)
${PASSWORD_NOTE}`;

export const CREATE_PARTNER_USAGE = `Usage: npm run create-partner -- --email EMAIL --name "Organization name" --zip ZIP [--tier 1-5] [--services housing,legal] [--invite]
  --email     the organization's sign-in email
  --name      the organization's name (its profile address /partner/<slug> is made from it)
  --zip       the organization's 5-digit ZIP code; city and state come from it
  --tier      integration tier, ${MIN_INTEGRATION_TIER} (default) to ${MAX_INTEGRATION_TIER}
  --services  comma-separated: ${SERVICE_CATEGORIES.join(', ')} (default: housing)
  --invite    email the organization a link to set its own password instead of asking for one here
${PASSWORD_NOTE}`;

type Options = NonNullable<ParseArgsConfig['options']>;

function parseFlags<T extends Options>(argv: string[], options: T, usage: string) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error), usage);
  }
}

function check<T>(schema: z.ZodType<T>, value: unknown, usage: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new UsageError(parsed.error.issues.map((issue) => issue.message).join('\n'), usage);
}

/** True when the person asked for the usage text. */
export const wantsHelp = (argv: string[]) => argv.includes('--help') || argv.includes('-h');

export interface CreateAdminArgs {
  username: string;
  displayName?: string;
  email?: string;
}

const email = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: '--email must be a valid email address, like name@example.org' }));

const ZCreateAdminArgs = z.object({
  username: z
    .string({ error: 'Give the admin a username with --username' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9._-]{2,63}$/, {
      error:
        '--username must be 3 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit',
    }),
  name: z
    .string()
    .trim()
    .min(1, { error: '--name must not be empty' })
    .max(120, { error: '--name must be at most 120 characters' })
    .optional(),
  email: email('--email needs an address').optional(),
});

export function parseCreateAdminArgs(argv: string[]): CreateAdminArgs {
  const values = parseFlags(
    argv,
    { username: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
    CREATE_ADMIN_USAGE,
  );
  const { username, name, email } = check(ZCreateAdminArgs, values, CREATE_ADMIN_USAGE);
  return { username, ...(name ? { displayName: name } : {}), ...(email ? { email } : {}) };
}

export interface CreatePartnerArgs {
  email: string;
  name: string;
  place: ZipPlace;
  tier: number;
  services: (typeof SERVICE_CATEGORIES)[number][];
  /** Email an invitation to set the password instead of reading one now. */
  invite: boolean;
}

const ZCreatePartnerArgs = z.object({
  email: email("Give the organization's sign-in email with --email"),
  name: z
    .string({ error: "Give the organization's name with --name" })
    .trim()
    .min(2, { error: '--name must be at least 2 characters' })
    .max(200, { error: '--name must be at most 200 characters' }),
  zip: z
    .string({ error: "Give the organization's ZIP code with --zip" })
    .trim()
    .regex(/^\d{5}$/, { error: '--zip must be a 5-digit ZIP code' })
    .transform((zip, ctx) => {
      const place = lookupZip(zip);
      if (!place) ctx.addIssue({ code: 'custom', message: `--zip ${zip} is not a US ZIP code we know` });
      return place ?? z.NEVER;
    }),
  tier: z
    .string()
    .regex(/^\d+$/, {
      error: `--tier must be a whole number from ${MIN_INTEGRATION_TIER} to ${MAX_INTEGRATION_TIER}`,
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(MIN_INTEGRATION_TIER, {
          error: `--tier must be from ${MIN_INTEGRATION_TIER} to ${MAX_INTEGRATION_TIER}`,
        })
        .max(MAX_INTEGRATION_TIER, {
          error: `--tier must be from ${MIN_INTEGRATION_TIER} to ${MAX_INTEGRATION_TIER}`,
        }),
    )
    .default(MIN_INTEGRATION_TIER),
  services: z
    .string()
    .transform((list) => [...new Set(list.split(',').map((s) => s.trim().toLowerCase()))].filter(Boolean))
    .pipe(
      z
        .array(z.enum(SERVICE_CATEGORIES, { error: `--services may list: ${SERVICE_CATEGORIES.join(', ')}` }))
        .min(1, { error: '--services must name at least one service' }),
    )
    .default(['housing']),
  invite: z.boolean().default(false),
});

export function parseCreatePartnerArgs(argv: string[]): CreatePartnerArgs {
  const values = parseFlags(
    argv,
    {
      email: { type: 'string' },
      name: { type: 'string' },
      zip: { type: 'string' },
      tier: { type: 'string' },
      services: { type: 'string' },
      invite: { type: 'boolean' },
    },
    CREATE_PARTNER_USAGE,
  );
  const { zip, ...rest } = check(ZCreatePartnerArgs, values, CREATE_PARTNER_USAGE);
  return { ...rest, place: zip };
}
