import type { ModuleRoutes } from '@server/module';
import { formRateLimit } from '@server/plugins/security';
import { CONTACT_PATH, ZContactMessageCreated, ZContactMessageInput } from '@shared/contracts/contact';
import { errorResponses } from '@shared/contracts/errors';
import { saveContactMessage } from './repo';

export const contactRoutes: ModuleRoutes = (app, { db }) => {
  app.post(
    CONTACT_PATH,
    {
      config: formRateLimit,
      schema: { body: ZContactMessageInput, response: { 201: ZContactMessageCreated, ...errorResponses } },
    },
    async (request, reply) => {
      const id = await saveContactMessage(db, request.body);
      return reply
        .status(201)
        .send({ id, message: 'Thank you. We received your message and will reply within 1 business day.' });
    },
  );
};
