import { type Database, withTransaction } from '@server/db/client';
import { personPath, selectOrganizationVeteran } from '@server/modules/veterans';
import { notFound } from '@server/plugins/error-handler';
import type { PartnerOfferDecision } from '@shared/contracts/offer-decisions';
import type { PersonPath } from '@shared/contracts/person-timeline';
import { decideOffer, OFFER_NOT_FOUND_MESSAGE } from './veteran-decisions';

/**
 * POST /api/partner/caseload/{veteranId}/offers/{matchId}/decision: the owning case worker records what the veteran
 * decided on an offer still open for them (an engine proposal, or their own request once approved), through the
 * same write path as /my (`decideOffer`), recorded by the organisation. Another organisation's person, or an offer
 * of someone else, is unknown (404); an offer already decided is 409. Answers the person's status and timeline.
 */
export async function recordOfferDecisionForPerson(
  db: Database,
  organizationId: string,
  params: { veteranId: string; matchId: string },
  decision: PartnerOfferDecision,
  now = new Date(),
): Promise<PersonPath> {
  await withTransaction(db, async (tx) => {
    const own = await selectOrganizationVeteran(tx, params.veteranId, organizationId);
    if (!own) throw notFound(OFFER_NOT_FOUND_MESSAGE);
    await decideOffer(tx, params.matchId, params.veteranId, decision, now, {
      kind: 'partner',
      organizationId,
    });
  });
  return personPath(db, params.veteranId);
}
