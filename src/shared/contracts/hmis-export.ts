import { z } from 'zod';

/**
 * The HMIS CSV FY2026 export: a zip of HUD's 24 files for a period. A partner exports its own people
 * (`/api/partner/hmis-export`), an admin the network or one Continuum of Care (`/api/admin/hmis-export`).
 * `hashed=true` gives the SHA-256 variant (HashStatus 4) for HUD's Eva checker.
 */
export const PARTNER_HMIS_EXPORT_PATH = '/api/partner/hmis-export';
export const ADMIN_HMIS_EXPORT_PATH = '/api/admin/hmis-export';

/** The longest period one export covers. */
export const HMIS_EXPORT_MAX_DAYS = 3_660;
export const HMIS_PERIOD_MESSAGE = 'The period must end on or after it starts, and cover at most 10 years';
export const COC_NOT_FOUND_MESSAGE = 'Continuum of Care not found';

const day = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: message });

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

const DAY_MS = 86_400_000;
const period = <Shape extends { from: string; to: string }>(query: Shape) => {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS;
  return days >= 0 && days <= HMIS_EXPORT_MAX_DAYS;
};

const base = {
  from: day('From must be a date as yyyy-mm-dd'),
  to: day('To must be a date as yyyy-mm-dd'),
  hashed: flag.default(false),
};

export const ZHmisExportQuery = z
  .strictObject(base)
  .refine(period, { error: HMIS_PERIOD_MESSAGE, path: ['to'] });
export type HmisExportQuery = z.output<typeof ZHmisExportQuery>;

/** A CoC code as HUD writes it: two letters, a dash, three digits (NY-505). */
export const ZAdminHmisExportQuery = z
  .strictObject({
    ...base,
    coc: z
      .string()
      .regex(/^[A-Z]{2}-\d{3}$/, { error: 'A Continuum of Care code looks like NY-505' })
      .optional(),
  })
  .refine(period, { error: HMIS_PERIOD_MESSAGE, path: ['to'] });
export type AdminHmisExportQuery = z.output<typeof ZAdminHmisExportQuery>;
