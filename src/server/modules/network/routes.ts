import type { ModuleRoutes } from '@server/module';
import { compiledReplies } from '@server/plugins/compiled-serializer';
import { publicAnswers } from '@server/plugins/public-answers';
import { formRateLimit } from '@server/plugins/security';
import { errorResponses, ZApiError } from '@shared/contracts/errors';
import {
  LANDLORD_LEADS_PATH,
  PARTNER_PUBLIC_PROFILE_PATH,
  PUBLIC_REFERRALS_PATH,
  VETERAN_REFERRALS_PATH,
  VSO_PATH,
  VSOS_COUNT_PATH,
  VSOS_PATH,
  VSOS_SUMMARY_PATH,
  VSOS_TOTAL_CAPPED_HEADER,
  VSOS_TOTAL_HEADER,
  ZOfferHousingCreated,
  ZOfferHousingInput,
  ZPartnerPublicProfile,
  ZPartnerSlugParam,
  ZPublicReferralCreated,
  ZPublicReferralInput,
  ZVeteranReferralCreated,
  ZVeteranReferralInput,
  ZVsoCard,
  ZVsoCount,
  ZVsoIdParam,
  ZVsoList,
  ZVsoQuery,
  ZVsoSummary,
} from '@shared/contracts/network';
import { publicProfile, searchDirectory, vsoCard, vsoCount, vsoSummary } from './directory';
import { ownerRoutes } from './owner-routes';
import { createLandlordLead, createModalReferral, createPublicReferral } from './public-forms';

const refused = { ...errorResponses, 403: ZApiError } as const;

/**
 * Trusted network: directory search, organisation pages, public referrals, landlord leads (public),
 * and the owner's placements, profile edit, impact metrics and report (owner-routes.ts).
 * Public answers are built by public-view.ts, which has no phone, email or internal field to give.
 */
export const networkRoutes: ModuleRoutes = (app, deps) => {
  const { db } = deps;
  // the directory's answers follow the 'directory' version (organizations, placements: decision 0031)
  const answers = publicAnswers(db);

  app.get(
    VSOS_PATH,
    {
      ...compiledReplies,
      schema: { querystring: ZVsoQuery, response: { 200: ZVsoList, ...errorResponses } },
    },
    async (request, reply) =>
      answers.send(request, reply, {
        resource: 'directory',
        // a set of types: their order changes nothing
        key: { ...request.query, orgTypes: request.query.orgTypes?.toSorted() },
        contract: ZVsoList,
        build: async () => {
          const { cards, total, capped } = await searchDirectory(db, request.query);
          const headers = { [VSOS_TOTAL_HEADER]: String(total) };
          return {
            body: cards,
            headers: capped ? { ...headers, [VSOS_TOTAL_CAPPED_HEADER]: 'true' } : headers,
          };
        },
      }),
  );

  app.get(VSOS_COUNT_PATH, { schema: { response: { 200: ZVsoCount, ...errorResponses } } }, async () =>
    vsoCount(db),
  );

  app.get(
    VSOS_SUMMARY_PATH,
    { ...compiledReplies, schema: { response: { 200: ZVsoSummary, ...errorResponses } } },
    async (request, reply) =>
      answers.send(request, reply, {
        resource: 'directory',
        key: {},
        contract: ZVsoSummary,
        build: async () => ({ body: await vsoSummary(db) }),
      }),
  );

  app.get(
    VSO_PATH,
    { ...compiledReplies, schema: { params: ZVsoIdParam, response: { 200: ZVsoCard, ...errorResponses } } },
    async (request, reply) =>
      answers.send(request, reply, {
        resource: 'directory',
        key: request.params,
        contract: ZVsoCard,
        build: async () => ({ body: await vsoCard(db, request.params.id) }),
      }),
  );

  app.get(
    PARTNER_PUBLIC_PROFILE_PATH,
    {
      ...compiledReplies,
      schema: { params: ZPartnerSlugParam, response: { 200: ZPartnerPublicProfile, ...errorResponses } },
    },
    async (request, reply) =>
      answers.send(request, reply, {
        resource: 'directory',
        key: request.params,
        contract: ZPartnerPublicProfile,
        build: async () => ({ body: await publicProfile(db, request.params.slug) }),
      }),
  );

  app.post(
    VETERAN_REFERRALS_PATH,
    {
      config: formRateLimit,
      schema: { body: ZVeteranReferralInput, response: { 201: ZVeteranReferralCreated, ...errorResponses } },
    },
    async (request, reply) => reply.status(201).send(await createModalReferral(db, request.body, request.ip)),
  );

  app.post(
    PUBLIC_REFERRALS_PATH,
    {
      config: formRateLimit,
      schema: { body: ZPublicReferralInput, response: { 201: ZPublicReferralCreated, ...refused } },
    },
    async (request, reply) =>
      reply.status(201).send(await createPublicReferral(db, request.body, request.ip)),
  );

  app.post(
    LANDLORD_LEADS_PATH,
    {
      config: formRateLimit,
      schema: { body: ZOfferHousingInput, response: { 201: ZOfferHousingCreated, ...errorResponses } },
    },
    async (request, reply) => reply.status(201).send(await createLandlordLead(db, request.body)),
  );

  ownerRoutes(app, deps);
};
