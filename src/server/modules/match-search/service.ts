import { type Database, withTransaction } from '@server/db/client';
import { proposeMatches } from '@server/modules/housing-matches';
import { openInboxItem } from '@server/modules/inbox';
import { toPropertyView } from '@server/modules/properties';
import { attachIntakeReport, registerVeteran } from '@server/modules/veterans';
import { HttpError, notFound } from '@server/plugins/error-handler';
import { housingStatusOf } from '@shared/contracts/housing-status';
import {
  type FindMatchesRequest,
  type FindMatchesResponse,
  MATCH_REQUEST_NOT_FOUND_MESSAGE,
  MAX_MATCHES_SHOWN,
  type MatchRequestInput,
  type MatchRequestStatus,
} from '@shared/contracts/match-search';
import { formatAddress } from '@shared/domain/address';
import { assessHome, type MatchSeeker } from '@shared/domain/housing-match';
import { reasonWithoutLandlordTier } from '@shared/domain/match-engine';
import { newMatchReference } from '@shared/domain/match-reference';
import { VETERAN_REQUEST_STATUS_WORDS } from '@shared/domain/my-page-words';
import { matchName } from '@shared/domain/person-names';
import { findMatchingHomes, toMatchCandidate } from './find-matches';
import { findRequestByReference, lockProperty, readLandlordTier } from './repo';

export const ALREADY_ASKED_MESSAGE = 'You already asked about this home. The landlord will reply to you.';

const toSeeker = (input: Pick<FindMatchesRequest, 'zipCode' | 'benefits'>): MatchSeeker => ({
  zipCode: input.zipCode,
  benefits: input.benefits,
});

const oneDecimal = (miles: number | null) => (miles === null ? null : Math.round(miles * 10) / 10);

/** The engine's homes for the housing assessment, best first; `total` counts every home that qualified. */
export async function findMatches(db: Database, input: FindMatchesRequest): Promise<FindMatchesResponse> {
  const homes = await findMatchingHomes(db, toSeeker(input), Number.POSITIVE_INFINITY);
  return {
    total: homes.length,
    matches: homes.slice(0, MAX_MATCHES_SHOWN).map((home) => ({
      property: toPropertyView(home.property),
      score: home.score,
      reason: reasonWithoutLandlordTier(home.reasons.join('; ')),
      fit: home.fit,
      reasons: home.veteranReasons,
      distanceMiles: oneDecimal(home.distanceMiles),
    })),
  };
}

/**
 * 'Request Match': saves the veteran, a pending match on the home and its item in the operations inbox in one
 * transaction, or nothing.
 * The home must still pass every hard rule for this veteran; the same phone number or email cannot
 * hold two open requests for one home.
 */
export async function requestMatch(
  db: Database,
  input: MatchRequestInput,
): Promise<{ id: string; reference: string }> {
  return withTransaction(db, async (tx) => {
    const home = await lockProperty(tx, input.propertyId);
    if (!home) throw notFound('Property not found');
    const seeker = toSeeker(input);
    // the same score the search showed: the landlord's tier counts too
    const candidate = toMatchCandidate(seeker, home, await readLandlordTier(tx, home.landlordId));
    const assessed = assessHome(seeker, candidate);
    const { failure } = assessed;
    if (failure === 'not available') {
      throw new HttpError(409, 'This home is no longer available. Choose another home from your matches.');
    }
    if (failure !== null) {
      throw new HttpError(409, `This home does not fit your answers (${failure}). Choose another home.`);
    }
    const veteran = await registerVeteran(
      tx,
      {
        name: input.name,
        phone: input.phone,
        email: input.email,
        zipCode: input.zipCode,
        ...housingStatusOf(input),
        dischargeStatus: input.dischargeStatus,
        hasVoucher: input.benefits.vash,
        giBill: input.benefits.giBill,
        disability: input.benefits.disability,
        employment: input.benefits.employment,
        source: 'housing_assessment',
      },
      { kind: 'match_request', signedIn: null },
    );
    const { score, reasons } = assessed;
    const reference = newMatchReference();
    const proposal = {
      veteranId: veteran.id,
      propertyId: home.id,
      score,
      reason: reasons.join('; '),
      reference,
      gaveEmail: Boolean(input.email?.trim()),
    };
    const [match] = await proposeMatches(tx, 'veteran_request', [proposal], new Date());
    if (!match) throw new HttpError(409, ALREADY_ASKED_MESSAGE);
    await attachIntakeReport(tx, veteran.reportId, match.id);
    // the housing team decides on it: it waits in the operations inbox with every other request
    await openInboxItem(tx, {
      type: 'match_request',
      subjectId: match.id,
      summary: `${matchName({ veteranName: input.name, propertyAddress: home.address })} asks for this home`,
    });
    return { id: match.id, reference };
  });
}

/** GET /api/match-requests/{reference}: where a veteran's request stands, for whoever holds its reference. */
export async function requestStatus(db: Database, reference: string): Promise<MatchRequestStatus> {
  const row = await findRequestByReference(db, reference);
  if (!row?.reference) throw notFound(MATCH_REQUEST_NOT_FOUND_MESSAGE);
  return {
    reference: row.reference,
    propertyId: row.propertyId,
    address: formatAddress(row),
    status: row.status,
    statusText: VETERAN_REQUEST_STATUS_WORDS[row.status],
    sentAt: row.createdAt.toISOString(),
  };
}
