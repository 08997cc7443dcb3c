import { z } from 'zod';
import { textRule } from './common';

/** Continuums of Care (issue 35): the communities every benchmark is computed for. */
export const ADMIN_CONTINUUMS_PATH = '/api/admin/continuums';

export const COC_CODE_MESSAGE = 'Use a CoC code such as NY-505';
export const ZCocCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}-\d{3}$/, { error: COC_CODE_MESSAGE });

export const DEFAULT_INACTIVE_AFTER_DAYS = 90;
const DAYS_MESSAGE = 'Choose between 30 and 365 days without contact';

export const ZContinuum = z.object({
  code: z.string(),
  name: z.string(),
  /** No contact for this many days: the person is marked inactive. */
  inactiveAfterDays: z.number().int(),
});
export type Continuum = z.infer<typeof ZContinuum>;
export const ZContinuumList = z.object({ continuums: z.array(ZContinuum) });
export type ContinuumList = z.infer<typeof ZContinuumList>;

/** An organisation's Continuum of Care as an admin sets it: created or renamed with it; null takes it out. */
export const ZContinuumChange = z.strictObject({
  code: ZCocCode,
  name: z
    .string({ error: 'Give the CoC’s name' })
    .trim()
    .min(2, { error: 'Give the CoC’s name' })
    .max(120, { error: 'The name is at most 120 characters' })
    .check(textRule),
  inactiveAfterDays: z
    .number({ error: DAYS_MESSAGE })
    .int({ error: DAYS_MESSAGE })
    .min(30, { error: DAYS_MESSAGE })
    .max(365, { error: DAYS_MESSAGE })
    .optional(),
});
export type ContinuumChange = z.infer<typeof ZContinuumChange>;
