import { type Database, withTransaction } from '@server/db/client';
import { openInboxItem } from '@server/modules/inbox';
import { queueMessage } from '@server/modules/messages';
import type { ContactMessageInput } from '@shared/contracts/contact';
import { CONTACT_REPLY_TIME } from '@shared/domain/constants';
import { PRICING_PLANS, planContactSubject } from '@shared/domain/pricing-plans';
import { saveContactMessage } from './repo';

export const CONTACT_THANKS_MESSAGE = `Thank you. We received your message and will reply within ${CONTACT_REPLY_TIME}.`;

/** A paid plan's button opens the contact form with the plan's subject: that message asks for the plan. */
const isPlanRequest = (subject: string) =>
  PRICING_PLANS.some((plan) => !plan.freePlanPath && planContactSubject(plan) === subject.trim());

/** Saves the message and, in the same transaction, queues the acknowledgement to the sender. */
export async function receiveContactMessage(db: Database, input: ContactMessageInput): Promise<string> {
  return withTransaction(db, async (tx) => {
    const id = await saveContactMessage(tx, input);
    await queueMessage(tx, { kind: 'contact.received', recipientId: id, payload: {} });
    await openInboxItem(tx, {
      type: isPlanRequest(input.subject) ? 'plan_request' : 'contact_message',
      subjectId: id,
      summary: `${input.fullName}: ${input.subject}`,
    });
    return id;
  });
}
