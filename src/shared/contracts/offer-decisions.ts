import { OFFER_DECLINE_REASONS } from '@shared/domain/veteran-access';
import { z } from 'zod';

/**
 * The veteran's decision on a home offered to them, recorded by their case worker on the caseload entry (the
 * veteran told them): accepted, or declined by the veteran with the reason from /my's short list. The veteran's
 * own page records the same decision as theirs (`POST /api/my/offers/{id}/decision`).
 */
export const PARTNER_OFFER_DECISION_ROUTE = '/api/partner/caseload/:veteranId/offers/:matchId/decision';
export const partnerOfferDecisionPath = (veteranId: string, matchId: string) =>
  `/api/partner/caseload/${encodeURIComponent(veteranId)}/offers/${encodeURIComponent(matchId)}/decision`;

export const ZPartnerOfferDecisionParams = z.strictObject({
  veteranId: z.uuid({ error: 'Unknown person' }),
  matchId: z.uuid({ error: 'Unknown offer' }),
});

export const ZPartnerOfferDecision = z.discriminatedUnion(
  'decision',
  [
    z.strictObject({ decision: z.literal('accept') }),
    z.strictObject({
      decision: z.literal('decline'),
      reason: z.enum(OFFER_DECLINE_REASONS, { error: 'Choose the reason they said no' }),
    }),
  ],
  { error: 'Choose what they decided' },
);
export type PartnerOfferDecision = z.infer<typeof ZPartnerOfferDecision>;
