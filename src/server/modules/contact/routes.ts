import type { ModuleRoutes } from '@server/module';
import { formRateLimit } from '@server/plugins/security';
import {
  CONTACT_PATH,
  SUPPORT_CONTACT_PATH,
  ZContactMessageCreated,
  ZContactMessageInput,
  ZSupportContact,
} from '@shared/contracts/contact';
import { errorResponses } from '@shared/contracts/errors';
import { CONTACT_THANKS_MESSAGE, receiveContactMessage } from './service';

/** The deployment's settings change only with a restart: browsers may keep the answer a few minutes. */
const SUPPORT_CONTACT_MAX_AGE_SECONDS = 300;

export const contactRoutes: ModuleRoutes = (app, { db, support }) => {
  app.get(
    SUPPORT_CONTACT_PATH,
    { schema: { response: { 200: ZSupportContact } } },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${SUPPORT_CONTACT_MAX_AGE_SECONDS}`);
      return { email: support.email, phone: support.phone };
    },
  );

  app.post(
    CONTACT_PATH,
    {
      config: formRateLimit,
      schema: { body: ZContactMessageInput, response: { 201: ZContactMessageCreated, ...errorResponses } },
    },
    async (request, reply) => {
      const id = await receiveContactMessage(db, request.body);
      return reply.status(201).send({ id, message: CONTACT_THANKS_MESSAGE });
    },
  );
};
