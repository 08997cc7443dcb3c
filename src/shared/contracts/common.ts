import { z } from 'zod';

/** Required text: trimmed, at least one character, with the spec's message when missing. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Use at most ${max} characters` });

/** A US ZIP code (5 digits, or ZIP+4). `requiredMessage` is the spec's message for a missing ZIP. */
export const zipCode = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .regex(/^\d{5}(-?\d{4})?$/, { error: 'Enter a 5-digit ZIP code' });

export const ZIdParam = z.strictObject({ id: z.uuid({ error: 'Unknown id' }) });

export const ZPagination = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const ZMessage = z.object({ message: z.string() });
