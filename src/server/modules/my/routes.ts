import type { ModuleRoutes } from '@server/module';
import { partnerOf, veteranOf } from '@server/plugins/auth';
import { ZIdParam } from '@shared/contracts/common';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import {
  caseloadMyLinkPath,
  MY_ACCESS_PATH,
  MY_CONFIRM_EMAIL_PATH,
  MY_CONTACT_PATH,
  MY_PATH,
  MY_SIGN_OUT_PATH,
  myHouseholdDecisionPath,
  myOfferDecisionPath,
  myRequestWithdrawPath,
  ZCaseloadMyLink,
  ZHouseholdDecision,
  ZMyAccessInput,
  ZMyConfirmEmailInput,
  ZMyContactInput,
  ZMyDone,
  ZMyPage,
  ZOfferDecision,
} from '@shared/contracts/my';
import { openMyPage } from './access';
import {
  caseWorkerLink,
  changeContact,
  confirmEmail,
  decideOnHousehold,
  decideOnOffer,
  withdrawRequest,
} from './actions';
import { readMyPage } from './page';

const guarded = { ...errorResponses, 401: ZApiError, 403: ZApiError, 404: ZApiError, 409: ZApiError };
/** A link's token is a credential: never kept for Idempotency-Key replays. */
const credentialRoute = { idempotency: false } as const;

/** The veteran's own page (decision 0036): opened by a one-time link or a reference, no password. */
export const myRoutes: ModuleRoutes = (app, { db, auth, mail }) => {
  app.post(
    MY_ACCESS_PATH,
    {
      config: credentialRoute,
      schema: { body: ZMyAccessInput, response: { 200: ZMyDone, ...errorResponses } },
    },
    async (request, reply) => {
      const grant = await openMyPage(db, request.body, request.ip);
      await auth.startVeteranSession(reply, grant);
      reply.header('cache-control', 'no-store');
      return { message: 'Your page is open on this device for 30 days.' };
    },
  );

  app.get(
    MY_PATH,
    { onRequest: auth.requireVeteran, schema: { response: { 200: ZMyPage, ...guarded } } },
    (request) => readMyPage(db, veteranOf(request)),
  );

  app.post(
    MY_SIGN_OUT_PATH,
    { schema: { response: { 200: ZMyDone, ...errorResponses } } },
    async (request, reply) => {
      await auth.endVeteranSession(request, reply);
      return { message: 'Your page is closed on this device.' };
    },
  );

  app.post(
    myRequestWithdrawPath(':id'),
    { onRequest: auth.requireVeteran, schema: { params: ZIdParam, response: { 200: ZMyDone, ...guarded } } },
    async (request) => {
      await withdrawRequest(db, veteranOf(request), request.params.id);
      return { message: 'Your request is withdrawn.' };
    },
  );

  app.post(
    myOfferDecisionPath(':id'),
    {
      onRequest: auth.requireVeteran,
      schema: { params: ZIdParam, body: ZOfferDecision, response: { 200: ZMyDone, ...guarded } },
    },
    async (request) => {
      await decideOnOffer(db, veteranOf(request), request.params.id, request.body);
      return {
        message:
          request.body.decision === 'accept'
            ? 'You accepted the home. The landlord and your case worker are told.'
            : 'You declined the home. The housing team will look for another.',
      };
    },
  );

  app.post(
    myHouseholdDecisionPath(':id'),
    {
      onRequest: auth.requireVeteran,
      schema: { params: ZIdParam, body: ZHouseholdDecision, response: { 200: ZMyDone, ...guarded } },
    },
    async (request) => {
      await decideOnHousehold(db, veteranOf(request), request.params.id, request.body, request.ip);
      return {
        message:
          request.body.decision === 'accept'
            ? 'You accepted the household. Once every housemate accepts, the trial begins and the landlord is told.'
            : 'You declined the household. We look for another one.',
      };
    },
  );

  app.post(
    MY_CONTACT_PATH,
    {
      onRequest: auth.requireVeteran,
      schema: { body: ZMyContactInput, response: { 200: ZMyDone, ...guarded } },
    },
    async (request) => {
      const { confirmLinkId } = await changeContact(db, veteranOf(request), request.body);
      return {
        message: confirmLinkId
          ? 'We sent a link to your new email. Open it to start using that address.'
          : 'Your phone number is changed.',
      };
    },
  );

  app.post(
    MY_CONFIRM_EMAIL_PATH,
    {
      config: credentialRoute,
      schema: { body: ZMyConfirmEmailInput, response: { 200: ZMyDone, ...errorResponses } },
    },
    async (request) => {
      await confirmEmail(db, request.body.token);
      return { message: 'Your new email is confirmed.' };
    },
  );

  app.post(
    caseloadMyLinkPath(':id'),
    {
      onRequest: auth.requirePartner,
      schema: { params: ZIdParam, response: { 200: ZCaseloadMyLink, ...guarded } },
    },
    (request) => caseWorkerLink(db, partnerOf(request), request.params.id, mail.publicUrl),
  );
};
