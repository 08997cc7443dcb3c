import type { ModuleRoutes } from '@server/module';
import { formRateLimit } from '@server/plugins/security';
import { CONTACT_PATH, ZContactMessageCreated, ZContactMessageInput } from '@shared/contracts/contact';
import { errorResponses } from '@shared/contracts/errors';
import { CONTACT_THANKS_MESSAGE, receiveContactMessage } from './service';

export const contactRoutes: ModuleRoutes = (app, { db }) => {
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
