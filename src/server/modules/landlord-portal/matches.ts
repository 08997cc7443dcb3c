import type { Database } from '@server/db/client';
import { replyWithPage } from '@server/lib/list-page';
import type { AppInstance, ModuleDeps } from '@server/module';
import {
  answerMatchAsLandlord,
  CONTACT_VIEWED_ACTION,
  recordLandlordOutcome,
} from '@server/modules/housing-matches';
import { recordLandlordMoveIn } from '@server/modules/network';
import { recordAudit } from '@server/plugins/audit';
import { FORBIDDEN_MESSAGE, type UserPrincipal, userOf } from '@server/plugins/auth';
import { HttpError, notFound } from '@server/plugins/error-handler';
import { ZIdParam } from '@shared/contracts/common';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import {
  CONTACT_AFTER_APPROVAL_MESSAGE,
  LANDLORD_MATCH_CONTACT_PATH,
  LANDLORD_MATCHES_PATH,
  type LandlordMatch,
  type LandlordMatchContact,
  type LandlordMatchesQuery,
  ZLandlordMatch,
  ZLandlordMatchContact,
  ZLandlordMatchesQuery,
} from '@shared/contracts/landlord';
import {
  LANDLORD_MATCH_ANSWER_PATH,
  LANDLORD_MATCH_OUTCOME_PATH,
  ZLandlordAnswerInput,
  ZLandlordAnswerResult,
  ZLandlordOutcomeInput,
} from '@shared/contracts/landlord-answers';
import type { HousingMatchStatus } from '@shared/domain/housing-match-status';
import { z } from 'zod';
import { type LandlordMatchRow, selectLandlordMatchContact, selectLandlordMatches } from './matches-repo';

const MATCH_NOT_FOUND = 'Match not found';
/** A landlord reads a veteran's contact only once the match is approved (or the veteran moved in). */
const CONTACT_SHARED: readonly HousingMatchStatus[] = ['approved', 'placed'];

const landlordIdOf = (user: UserPrincipal): string => {
  if (!user.landlordId) throw new HttpError(403, FORBIDDEN_MESSAGE);
  return user.landlordId;
};

/** "Maria Lopez" → "Maria": before approval a landlord learns no more than a first name. */
export const firstNameOf = (name: string | null): string | null => name?.trim().split(/\s+/)[0] || null;

function toLandlordMatch(row: LandlordMatchRow): LandlordMatch {
  const { match } = row;
  return {
    id: match.id,
    propertyAddress: row.propertyAddress,
    propertyCity: row.propertyCity,
    status: match.status as LandlordMatch['status'],
    score: match.score,
    reason: match.reason,
    propertyId: match.propertyId,
    veteranFirstName: firstNameOf(row.veteranName),
    reference: match.reference,
    landlordAnswer: match.landlordAnswer,
    createdAt: match.createdAt.toISOString(),
  };
}

export async function landlordMatches(
  db: Database,
  user: UserPrincipal,
  query: LandlordMatchesQuery,
): Promise<{ items: LandlordMatch[]; total: number }> {
  const { rows, total } = await selectLandlordMatches(db, landlordIdOf(user), query);
  return { items: rows.map(toLandlordMatch), total };
}

/**
 * The veteran's contact on the landlord's approved or placed match; each read is on the audit log, and the
 * contact is answered only once it is recorded (no transaction: the read changes nothing to undo).
 */
export async function landlordMatchContact(
  db: Database,
  user: UserPrincipal,
  matchId: string,
): Promise<LandlordMatchContact> {
  const landlordId = landlordIdOf(user);
  const row = await selectLandlordMatchContact(db, landlordId, matchId);
  if (!row) throw notFound(MATCH_NOT_FOUND);
  if (!CONTACT_SHARED.includes(row.status)) throw new HttpError(409, CONTACT_AFTER_APPROVAL_MESSAGE);
  await recordAudit(db, {
    action: CONTACT_VIEWED_ACTION,
    actorType: 'landlord',
    actorId: user.id,
    targetType: 'match',
    targetId: matchId,
    details: { matchId },
  });
  return { matchId, name: row.name, phone: row.phone, email: row.email };
}

const guardedErrors = { ...errorResponses, 401: ZApiError, 403: ZApiError, 409: ZApiError };

/** The landlord's matches and, once approved, the veteran's contact. Landlords only (not admins). */
export function landlordMatchRoutes(app: AppInstance, { db, auth }: Pick<ModuleDeps, 'db' | 'auth'>) {
  const landlord = auth.requireUser('landlord');

  app.get(
    LANDLORD_MATCHES_PATH,
    {
      onRequest: landlord,
      schema: {
        querystring: ZLandlordMatchesQuery,
        response: { 200: z.array(ZLandlordMatch), ...guardedErrors },
      },
    },
    async (request, reply) => {
      return replyWithPage(reply, await landlordMatches(db, userOf(request), request.query));
    },
  );

  app.get(
    LANDLORD_MATCH_CONTACT_PATH,
    {
      onRequest: landlord,
      schema: { params: ZIdParam, response: { 200: ZLandlordMatchContact, ...guardedErrors } },
    },
    async (request) => landlordMatchContact(db, userOf(request), request.params.id),
  );

  const actorOf = (user: UserPrincipal) => ({ landlordId: landlordIdOf(user), userId: user.id });

  app.post(
    LANDLORD_MATCH_ANSWER_PATH,
    {
      onRequest: landlord,
      schema: {
        params: ZIdParam,
        body: ZLandlordAnswerInput,
        response: { 200: ZLandlordAnswerResult, ...guardedErrors },
      },
    },
    async (request) => answerMatchAsLandlord(db, actorOf(userOf(request)), request.params.id, request.body),
  );

  app.post(
    LANDLORD_MATCH_OUTCOME_PATH,
    {
      onRequest: landlord,
      schema: {
        params: ZIdParam,
        body: ZLandlordOutcomeInput,
        response: { 200: ZLandlordAnswerResult, ...guardedErrors },
      },
    },
    async (request) =>
      recordLandlordOutcome(
        db,
        actorOf(userOf(request)),
        request.params.id,
        request.body,
        recordLandlordMoveIn,
      ),
  );
}
