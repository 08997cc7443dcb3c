import { z } from 'zod';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

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
});

/** `address@host` or `Name <address@host>`; the host may be `localhost` (the embedded default). */
function isMailbox(value: string): boolean {
  return /^(?:[^<>@\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(value.trim());
}

export type Config = Omit<z.infer<typeof ZConfig>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

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
  return { ...parsed.data, PUBLIC_URL: publicUrl.replace(/\/+$/, '') };
}
