import type { Database } from '@server/db/client';
import { receiveContactMessage } from '@server/modules/contact';
import { countQueuedAsSent } from '@server/modules/messages';
import { createLandlordLead } from '@server/modules/network';

/**
 * A few requests for the demo's operations inbox, made through the forms' own write paths (so each opens
 * its item as in real use): a question, a paid-plan request and an offer of housing. Their
 * acknowledgements count as delivered: the demo never mails made-up addresses.
 */
export async function seedDemoInbox(db: Database): Promise<void> {
  await receiveContactMessage(db, {
    fullName: 'Dana Brooks',
    email: 'dana.brooks@example.org',
    subject: 'Room near Albany',
    message: 'I am a veteran leaving a shelter next month. Is there a room near Albany I could apply for?',
  });
  await receiveContactMessage(db, {
    fullName: 'Ruth Alvarez',
    email: 'ruth@hudsonvets.example.org',
    subject: 'Ongoing Support plan',
    message: 'Our organization would like the Ongoing Support plan for three properties. Who can set it up?',
  });
  await createLandlordLead(db, {
    contactName: 'Glen Porter',
    contactEmail: 'glen.porter@example.com',
    propertyAddress: '41 Quail St',
    zipCode: '12206',
    propertyType: 'duplex',
    unitCount: 2,
    monthlyRent: 1150,
    notes: 'Both units are on the ground floor.',
  });
  await countQueuedAsSent(db, ['contact.received']);
}
