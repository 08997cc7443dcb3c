import { z } from 'zod';
import { requiredText } from './common';

export const CONTACT_PATH = '/api/contact';

export const ZContactMessageInput = z.strictObject({
  fullName: requiredText('Enter your full name', 120),
  email: z
    .string({ error: 'Enter your email address' })
    .trim()
    .min(1, { error: 'Enter your email address' })
    .pipe(z.email({ error: 'Enter a valid email address, like name@example.com' })),
  subject: requiredText('Enter a subject', 200),
  message: requiredText('Enter your message', 5000),
});
export type ContactMessageInput = z.infer<typeof ZContactMessageInput>;

export const ZContactMessageCreated = z.object({ id: z.string(), message: z.string() });
export type ContactMessageCreated = z.infer<typeof ZContactMessageCreated>;
