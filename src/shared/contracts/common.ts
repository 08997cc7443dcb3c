import { wholeNumberText } from '@shared/domain/number-text';
import { z } from 'zod';

/**
 * The field rules every contract uses: text, phone, email, ZIP and money are defined here once, so a
 * field means the same thing (and answers with the same message) on every form and route.
 */

/** C0 control characters and DEL; long text may still hold tab, newline and carriage return. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's job
const BLOCK_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/**
 * Characters that change how text reads without showing: bidirectional embeddings, overrides and isolates, the
 * direction marks (U+200E/F, U+061C), zero-width space, non-joiner and joiner (U+200B-D), the byte order mark
 * (U+FEFF), the line and paragraph separators (U+2028/9, which break JavaScript strings and some CSV readers) and
 * the C1 controls (U+0080-009F). They can disguise a name, a link or an address.
 */
const INVISIBLE_FORMAT = /[\u0080-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]/;
/**
 * Half of a UTF-16 surrogate pair without its other half: no character at all. JSON lets a client send one
 * ("\ud800"), and both database drivers silently store U+FFFD in its place, so the text saved would not be
 * the text sent.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const TEXT_CHARACTERS_MESSAGE = 'Remove control, invisible or text-direction characters';

/** True when the text has no control or text-direction character (tab and newline only when `multiline`). */
export function isCleanText(value: string, multiline = false): boolean {
  return (
    !(multiline ? BLOCK_CONTROL : LINE_CONTROL).test(value) &&
    !INVISIBLE_FORMAT.test(value) &&
    !LONE_SURROGATE.test(value)
  );
}

/**
 * The text rule, as a check every string of every input carries (`z.string().check(textRule)`): no
 * control character (PostgreSQL refuses NUL outright), no invisible format or text-direction character, no lone
 * surrogate.
 * One check object, so a test can tell which schemas carry it (`hasTextRule`).
 */
export const textRule = z.refine<string>((value) => isCleanText(value), { error: TEXT_CHARACTERS_MESSAGE });
/** The text rule for long text (notes, descriptions): tab, newline and carriage return allowed. */
export const longTextRule = z.refine<string>((value) => isCleanText(value, true), {
  error: TEXT_CHARACTERS_MESSAGE,
});

/** True when a string schema carries the text rule (or the long-text one). */
export function hasTextRule(schema: z.ZodType): boolean {
  const checks = (schema as unknown as { _zod: { def: { checks?: unknown[] } } })._zod.def.checks ?? [];
  return checks.includes(textRule) || checks.includes(longTextRule);
}

const maxLength = (max: number) => `Use at most ${wholeNumberText(max)} characters`;

/** One line of text, trimmed, possibly empty: the base of the other text fields and of free query text. */
export const text = (max: number, message = 'Enter text') =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: `Use at most ${max} characters` })
    .check(textRule);

/** A free-text query parameter (search words, a city): one line, optional. */
export const queryText = (max = 100) => text(max).optional();

/** A path segment that names a record by text (a slug): one line, 1 to `max` characters (as ZIdParam: 'Unknown id'). */
export const slugParam = (max = 255) =>
  z
    .string({ error: 'Unknown id' })
    .trim()
    .min(1, { error: 'Unknown id' })
    .max(max, { error: 'Unknown id' })
    .check(textRule);

/** Required one-line text: trimmed, at least one character, with the spec's message when missing. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Use at most ${max} characters` })
    .check(textRule);

/** Optional long text (notes, descriptions): trimmed, newlines and tabs allowed. */
export const longText = (max: number) =>
  z
    .string({ error: 'Enter text' })
    .trim()
    .max(max, { error: maxLength(max) })
    .check(longTextRule);

/** Required long text (a message, a reason): trimmed, at least one character, newlines and tabs allowed. */
export const requiredLongText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: maxLength(max) })
    .check(longTextRule);

/** Optional long text from a text area: blank or missing means "not given" (undefined). */
export const optionalLongText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .max(max, { error: `Use at most ${max} characters` })
      .check(longTextRule)
      .optional(),
  );

/** Optional one-line text: blank or missing means "not given" (undefined). */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .max(max, { error: `Use at most ${max} characters` })
      .check(textRule)
      .optional(),
  );

/**
 * True for 'YYYY-MM-DD' naming a day that exists, in years 1 to 9999: what PostgreSQL's date type takes
 * (JavaScript's Date.parse accepts '2025-02-31' and year 0, which the database refuses).
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** The first and last instants PostgreSQL's timestamptz and JavaScript's ISO strings both hold (years 1 to 9999). */
const EARLIEST_INSTANT = new Date(0).setUTCFullYear(1, 0, 1);
const LATEST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * An ISO date and time with an offset ('2025-01-15T10:00:00Z', '...+02:00'), whose instant falls in years 1 to
 * 9999 (zod's pattern accepts year 0000, and 9999-12-31 with a negative offset is already year 10000 in UTC,
 * which the database refuses).
 */
export const isoDateTime = (message: string) =>
  z.iso.datetime({ error: message, offset: true }).refine(
    (value) => {
      const instant = Date.parse(value);
      return instant >= EARLIEST_INSTANT && instant <= LATEST_INSTANT;
    },
    { error: message },
  );

export const ZIP_PATTERN = /^\d{5}(-?\d{4})?$/;
export const ZIP_MESSAGE = 'Enter a 5-digit ZIP code';

/** A US ZIP code (5 digits, or ZIP+4). `requiredMessage` is the spec's message for a missing ZIP. */
export const zipCode = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .regex(ZIP_PATTERN, { error: ZIP_MESSAGE });

/** A US phone number as people type it: 518-555-0142, (518) 555 0142, +1 518.555.0142. */
export const PHONE_PATTERN = /^\+?1?[\s.-]*\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}$/;
export const PHONE_MESSAGE = 'Enter a 10-digit phone number, like 518-555-0142';
/**
 * The longest phone number as typed: '+1 (518) 555-0142' is 17 characters. The pattern allows any run of
 * spaces, dots and dashes, and some records keep the number as typed in a 20-character column.
 */
export const PHONE_MAX = 20;

export { formatPhone, phoneDigits } from '@shared/domain/phone';

/** An optional phone: '' (a box left blank) or missing means "not given". */
export const optionalPhone = (invalidMessage = PHONE_MESSAGE) =>
  z
    .string({ error: 'Enter a phone number as text' })
    .trim()
    .refine((value) => value === '' || (value.length <= PHONE_MAX && PHONE_PATTERN.test(value)), {
      error: invalidMessage,
    })
    .check(textRule)
    .optional();

/** A required phone with the form's own message when it is missing. */
export const requiredPhone = (missingMessage: string, invalidMessage = PHONE_MESSAGE) =>
  z
    .string({ error: missingMessage })
    .trim()
    .min(1, { error: missingMessage, abort: true })
    .max(PHONE_MAX, { error: invalidMessage })
    .regex(PHONE_PATTERN, { error: invalidMessage })
    .check(textRule);

export const EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com';
const EMAIL_MAX = 254;

/** A required email address with the form's own message when it is missing. */
export const requiredEmail = (missingMessage: string, invalidMessage = EMAIL_MESSAGE) =>
  z
    .string({ error: missingMessage })
    .trim()
    .min(1, { error: missingMessage, abort: true })
    .max(EMAIL_MAX, { error: `Use at most ${EMAIL_MAX} characters` })
    .pipe(z.email({ error: invalidMessage }));

/** An optional email: '' (a box left blank) or missing means "not given". */
export const optionalEmail = z
  .string({ error: 'Enter an email address as text' })
  .trim()
  .max(EMAIL_MAX, { error: `Use at most ${EMAIL_MAX} characters` })
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: EMAIL_MESSAGE })
  .check(textRule)
  .optional();

/** How emails are stored and compared. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** An amount of dollars a month (stored as integer cents), from 0 to $100,000 unless told otherwise. */
export const dollars = (label: string, { min = 0, max = 100_000 } = {}) =>
  z
    .number({ error: `Enter the ${label} as a number` })
    .min(min, {
      error: min === 0 ? `The ${label} cannot be negative` : `The ${label} must be at least $${min}`,
    })
    .max(max, { error: `The ${label} must be at most $${wholeNumberText(max)}` });

export const ZIdParam = z.strictObject({ id: z.uuid({ error: 'Unknown id' }) });

export const ZPagination = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const ZMessage = z.object({ message: z.string() });
