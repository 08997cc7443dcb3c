import { SERVICE_CATEGORIES } from '@shared/domain/partner-tiers';
import { z } from 'zod';
import { textRule, ZIP_MESSAGE, ZIP_PATTERN } from './common';
import { DIRECTORY_RADII } from './directory-texts';

// GET /api/vsos: the directory search's query (network.ts re-exports this file).

/** Results per page of the directory search, and the most one page may ask for. */
export const VSOS_PAGE_DEFAULT = 20;
export const VSOS_PAGE_MAX = 50;

export {
  CITY_STATE_PATTERN,
  DEFAULT_DIRECTORY_RADIUS,
  DIRECTORY_RADII,
  parseCityState,
} from './directory-texts';

const RADIUS_MESSAGE = `Choose a distance of ${DIRECTORY_RADII.join(', ')} miles`;

/** An empty query value means "no filter". */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** GET /api/vsos query. orgTypes is comma-joined service categories (an organisation offering any of them matches). */
export const ZVsoQuery = z.strictObject({
  city: z.preprocess(
    blankToUndefined,
    z.string().trim().max(100, { error: 'City is too long' }).check(textRule).optional(),
  ),
  state: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { error: 'Use a 2-letter state code, like NY' })
      .transform((s) => s.toUpperCase())
      .optional(),
  ),
  zipCode: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(ZIP_PATTERN, { error: ZIP_MESSAGE })
      .transform((zip) => zip.slice(0, 5))
      .optional(),
  ),
  orgTypes: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(200)
      .check(textRule)
      .transform((joined) => [
        ...new Set(
          joined
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(
        z.array(
          z.enum(SERVICE_CATEGORIES, {
            error: `Organization types must be among: ${SERVICE_CATEGORIES.join(', ')}`,
          }),
        ),
      )
      .optional(),
  ),
  /** Miles around the ZIP or the city's centre; none: every match, nearest first. */
  radius: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: RADIUS_MESSAGE })
      .refine((miles) => (DIRECTORY_RADII as readonly number[]).includes(miles), { error: RADIUS_MESSAGE })
      .optional(),
  ),
  limit: z.coerce.number().int().min(1).max(VSOS_PAGE_MAX).default(VSOS_PAGE_DEFAULT),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type VsoQuery = z.input<typeof ZVsoQuery>;
