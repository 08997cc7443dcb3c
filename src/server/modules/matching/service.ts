import {
  type FindMatchesInput,
  type FindMatchesResponse,
  MAX_MATCHES_SHOWN,
  type MatchRequestInput,
  phoneDigits,
} from '../../../shared/contracts/matching';
import { hardRuleFailure, type MatchSeeker, scoreMatch } from '../../../shared/domain/housing-match';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../plugins/error-handler';
import { toPropertyView } from '../properties';
import { findMatchingHomes, toMatchCandidate } from './find-matches';
import {
  hasOpenMatchForContact,
  insertMatch,
  insertVeteran,
  landlordTierOf,
  lockProperty,
  queueLandlordNotice,
} from './repo';

const toSeeker = (input: FindMatchesInput): MatchSeeker => ({
  zipCode: input.zipCode,
  benefits: input.benefits,
});

const oneDecimal = (miles: number | null) => (miles === null ? null : Math.round(miles * 10) / 10);

/** The engine's homes for the housing assessment, best first; `total` counts every home that qualified. */
export async function findMatches(db: Database, input: FindMatchesInput): Promise<FindMatchesResponse> {
  const homes = await findMatchingHomes(db, toSeeker(input), Number.POSITIVE_INFINITY);
  return {
    total: homes.length,
    matches: homes.slice(0, MAX_MATCHES_SHOWN).map((home) => ({
      property: toPropertyView(home.property),
      score: home.score,
      reason: home.reasons.join('; '),
      distanceMiles: oneDecimal(home.distanceMiles),
    })),
  };
}

/**
 * 'Request Match': saves the veteran and a pending match on the home in one transaction, or nothing.
 * The home must still pass every hard rule for this veteran; the same phone number or email cannot
 * hold two open requests for one home.
 */
export async function requestMatch(db: Database, input: MatchRequestInput): Promise<string> {
  const phone = input.phone ? phoneDigits(input.phone) : null;
  const email = input.email ? input.email.toLowerCase() : null;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const home = await lockProperty(tx, input.propertyId);
    if (!home) throw notFound('Property not found');
    const seeker = toSeeker(input);
    // the same score the search showed: the landlord's tier counts too
    const candidate = toMatchCandidate(seeker, home, await landlordTierOf(tx, home.landlordId));
    const failure = hardRuleFailure(seeker, candidate);
    if (failure === 'not available') {
      throw new HttpError(409, 'This home is no longer available. Choose another home from your matches.');
    }
    if (failure) {
      throw new HttpError(409, `This home does not fit your answers (${failure}). Choose another home.`);
    }
    if (await hasOpenMatchForContact(tx, home.id, { phoneDigits: phone, email })) {
      throw new HttpError(409, 'You already asked about this home. The landlord will reply to you.');
    }
    const veteranId = await insertVeteran(tx, {
      name: input.name,
      phone: phone ? `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` : null,
      email,
      zipCode: input.zipCode,
      dischargeStatus: input.dischargeStatus,
      hasVoucher: input.benefits.vash,
      giBill: input.benefits.giBill,
      disability: input.benefits.disability,
      employment: input.benefits.employment,
      source: 'housing_assessment',
    });
    const { score, reasons } = scoreMatch(seeker, candidate);
    const matchId = await insertMatch(tx, {
      veteranId,
      propertyId: home.id,
      score,
      reason: reasons.join('; '),
      status: 'pending',
      origin: 'veteran_request',
    });
    await queueLandlordNotice(tx, { landlordId: home.landlordId, matchId, propertyId: home.id });
    return matchId;
  });
}
