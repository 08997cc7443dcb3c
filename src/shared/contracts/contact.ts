import { z } from 'zod';
import { requiredEmail, requiredLongText, requiredText } from './common';

export const CONTACT_PATH = '/api/contact';

export const ZContactMessageInput = z.strictObject({
  fullName: requiredText('Enter your full name', 120),
  email: requiredEmail('Enter your email address'),
  subject: requiredText('Enter a subject', 200),
  message: requiredLongText('Enter your message', 5000),
});
export type ContactMessageInput = z.infer<typeof ZContactMessageInput>;

export const ZContactMessageCreated = z.object({ id: z.string(), message: z.string() });
export type ContactMessageCreated = z.infer<typeof ZContactMessageCreated>;
