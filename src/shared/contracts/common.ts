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
/** Bidirectional embedding, override and isolate characters (they can disguise what a text says). */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
export const TEXT_CHARACTERS_MESSAGE = 'Remove control or text-direction characters';

/** True when the text has no control or text-direction character (tab and newline only when `multiline`). */
export function isCleanText(value: string, multiline = false): boolean {
  return !(multiline ? BLOCK_CONTROL : LINE_CONTROL).test(value) && !BIDI_CONTROL.test(value);
}

const cleanText = (multiline: boolean) =>
  z.string().refine((value) => isCleanText(value, multiline), { error: TEXT_CHARACTERS_MESSAGE });

const maxLength = (max: number) => `Use at most ${max.toLocaleString('en-US')} characters`;

/** Required one-line text: trimmed, at least one character, with the spec's message when missing. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Use at most ${max} characters` })
    .pipe(cleanText(false));

/** Optional long text (notes, descriptions): trimmed, newlines and tabs allowed. */
export const longText = (max: number) =>
  z
    .string({ error: 'Enter text' })
    .trim()
    .max(max, { error: maxLength(max) })
    .pipe(cleanText(true));

/** Optional one-line text: blank or missing means "not given" (undefined). */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .max(max, { error: `Use at most ${max} characters` })
      .pipe(cleanText(false))
      .optional(),
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

/** Digits of a US phone number without the country code: how phones are stored and compared. */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** Stored digits shown as people read them: '5185550142' -> '518-555-0142'. */
export function formatPhone(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

/** An optional phone: '' (a box left blank) or missing means "not given". */
export const optionalPhone = (invalidMessage = PHONE_MESSAGE) =>
  z
    .string({ error: 'Enter a phone number as text' })
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: invalidMessage })
    .optional();

/** A required phone with the form's own message when it is missing. */
export const requiredPhone = (missingMessage: string, invalidMessage = PHONE_MESSAGE) =>
  z
    .string({ error: missingMessage })
    .trim()
    .min(1, { error: missingMessage, abort: true })
    .regex(PHONE_PATTERN, { error: invalidMessage });

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
    .max(max, { error: `The ${label} must be at most $${max.toLocaleString('en-US')}` });

export const ZIdParam = z.strictObject({ id: z.uuid({ error: 'Unknown id' }) });

export const ZPagination = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const ZMessage = z.object({ message: z.string() });
