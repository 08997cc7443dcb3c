import { isIP } from 'node:net';
import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/** Who may read the OpenAPI document at /api/docs. */
export const API_DOCS_ACCESS = ['public', 'admin', 'off'] as const;
export type ApiDocsAccess = (typeof API_DOCS_ACCESS)[number];

/**
 * Fastify's `trustProxy`: nobody, or the proxies' addresses and ranges. (No hop count: Fastify 5.12 trusts no
 * one for a number, since a count can't tell a proxy from a client that sends the header itself.)
 */
export type TrustProxy = false | string[];

/** Named ranges Fastify (proxy-addr) knows: 127.0.0.0/8 and ::1; 169.254.0.0/16 and fe80::/10; private nets. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const TRUST_PROXY_MESSAGE =
  'must be a comma-separated list of proxy IP addresses or CIDR ranges (e.g. 10.0.0.5,10.1.0.0/16)';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const trustProxy = z.string().transform((value, context): TrustProxy => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || invalid.length > 0) {
    const named = invalid.length > 0 ? `; not an address or range: "${invalid.join('", "')}"` : '';
    context.addIssue({ code: 'custom', message: `${TRUST_PROXY_MESSAGE}${named}` });
    return z.NEVER;
  }
  return entries;
});

export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 20;
export const DEFAULT_SUPPORT_EMAIL = 'support@veteranshousing.org';
export const DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS = 72;

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO: booleanFromEnv.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(12),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .refine((value) => URL.canParse(value), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .refine(isMailbox, 'must be an email address, optionally with a name: Name <address@example.org>')
    .default('Veterans Housing <no-reply@localhost>'),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .refine((value) => URL.canParse(value), 'must be an http:// or https:// URL')
    .optional(),
  /** Unset: no proxy is trusted, so X-Forwarded-For never names the client. */
  TRUST_PROXY: trustProxy.optional(),
  /** Time to receive a whole request, body included: a slower client gets 408 and is disconnected. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(DEFAULT_REQUEST_TIMEOUT_SECONDS),
  /** An idle kept-alive connection is closed after this; above a load balancer's own idle timeout (often 60 s). */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(600)
    .default(DEFAULT_KEEP_ALIVE_TIMEOUT_SECONDS),
  /** Shown on the contact, help and legal pages. */
  SUPPORT_EMAIL: z.email('must be an email address').default(DEFAULT_SUPPORT_EMAIL),
  /** Unset: the pages offer no phone number, only email and the contact form. */
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+?[\d\s().-]{7,20}$/, 'must be a phone number: digits, spaces, dashes, dots or brackets')
    .optional(),
  /** Default: public outside production, admin (an admin session) in production. */
  API_DOCS: z.enum(API_DOCS_ACCESS, { message: 'must be public, admin or off' }).optional(),
});

/** `address@host` or `Name <address@host>`; the host may be `localhost` (the embedded default). */
function isMailbox(value: string): boolean {
  return /^(?:[^<>@\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(value.trim());
}

export type Config = Omit<z.infer<typeof ZConfig>, 'PUBLIC_URL' | 'TRUST_PROXY' | 'API_DOCS'> & {
  PUBLIC_URL: string;
  TRUST_PROXY: TrustProxy;
  API_DOCS: ApiDocsAccess;
};

export class ConfigError extends Error {}

/** The only reader of process.env. Throws a ConfigError naming every invalid variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(ZConfig.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = ZConfig.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  // links in messages point here; without PUBLIC_URL, at this server
  const publicUrl = parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`;
  return {
    ...parsed.data,
    PUBLIC_URL: publicUrl.replace(/\/+$/, ''),
    TRUST_PROXY: parsed.data.TRUST_PROXY ?? false,
    API_DOCS: parsed.data.API_DOCS ?? (parsed.data.NODE_ENV === 'production' ? 'admin' : 'public'),
  };
}
