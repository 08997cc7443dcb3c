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

/**
 * The support team's address and phone, set by the deployment (SUPPORT_EMAIL, SUPPORT_PHONE). The server writes
 * them into index.html as <meta> tags with these names; no phone when the deployment has no support line.
 */
export interface SupportContact {
  email: string;
  phone: string | null;
}
export const SUPPORT_EMAIL_META = 'vhm-support-email';
export const SUPPORT_PHONE_META = 'vhm-support-phone';
