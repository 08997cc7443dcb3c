import { z } from 'zod';

/** A message as it would go if the action were confirmed: to whom, its subject and its plain-text body. */
export const ZMessagePreview = z.object({
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
});
export type MessagePreview = z.infer<typeof ZMessagePreview>;
