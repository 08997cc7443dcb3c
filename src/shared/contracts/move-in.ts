import { z } from 'zod';
import { text, textRule } from './common';
import { PLACEMENT_RENT_MAX_DOLLARS, ZPlacementDate } from './placements';

/**
 * The person page's move-in form and its home search (only the form loads this, so the pages that read
 * placements do not carry it).
 */

/** GET: the listed homes with a free unit a placement may choose (a partner's or an admin's move-in form). */
export const PLACEMENT_HOMES_PATH = '/api/placement-homes';
export const PLACEMENT_HOMES_MAX = 10;

/** The home search: words of the address, the city or the ZIP code (at least two characters). */
export const ZPlacementHomesQuery = z.strictObject({
  search: text(100).pipe(
    z.string().min(2, { error: 'Enter at least 2 characters of the address, city or ZIP' }).check(textRule),
  ),
});

export const ZPlacementHome = z.object({
  id: z.string(),
  address: z.string(),
  unitsAvailable: z.number(),
  /** The listing's rent in dollars (whole or a room's), when it says one. */
  monthlyRent: z.number().nullable(),
});
export type PlacementHome = z.infer<typeof ZPlacementHome>;
export const ZPlacementHomes = z.array(ZPlacementHome);

export const CHOOSE_MOVE_IN_HOME_MESSAGE = 'Choose the home they moved into';

/** The form's home: one of the person's matches (`match:{id}`) or a listed home found by the search (`home:{id}`). */
const MOVE_IN_HOME_PATTERN = /^(match|home):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The person page's 'Record move-in': the match it completes, or a listed home with a free unit chosen from the
 * home search for the referral it completes (the person and the home are chosen, nothing typed), the move-in date
 * and the rent. Sent as POST /api/placements with `matchId`, or `referralId` and `propertyId`.
 */
export const ZMoveInForm = z.strictObject({
  home: z
    .string({ error: CHOOSE_MOVE_IN_HOME_MESSAGE })
    .check(textRule)
    .regex(MOVE_IN_HOME_PATTERN, { error: CHOOSE_MOVE_IN_HOME_MESSAGE }),
  placementDate: ZPlacementDate,
  monthlyRent: z.coerce
    .number({ error: 'Monthly rent must be greater than 0' })
    .min(1, { error: 'Monthly rent must be greater than 0' })
    .max(PLACEMENT_RENT_MAX_DOLLARS, { error: 'Enter a monthly rent under $100,000' }),
  isVABenefitBased: z.boolean().default(false),
});
export type MoveInFormInput = z.input<typeof ZMoveInForm>;
export type MoveInForm = z.output<typeof ZMoveInForm>;
