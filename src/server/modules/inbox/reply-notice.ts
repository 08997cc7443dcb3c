import type { InboxRegistry } from '@server/manifest/inbox-kind';
import { defineNotice, type MessageKinds, messageRecipient } from '@server/modules/messages';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { inboxReplyRecord } from './reply-records';

/** An admin's reply to a contact message, a lead, a listing or an organisation: their words, to that address. */
const inboxReply = (registry: InboxRegistry) =>
  defineNotice(
    (db) => inboxReplyRecord(registry, db, messageRecipient),
    (_row, reply) => {
      // nobody is answered on some types of item, nor an organisation without an email
      const contact = reply?.contact;
      if (!reply || !contact?.email) return null;
      return {
        to: [contact.email],
        draft: {
          subject: 'A reply from the Veterans Housing team',
          paragraphs: ['Hello,', ...reply.body.split(/\n{2,}/)],
          page: PAGE_PATHS.contact,
          action: 'Write to us again',
        },
      };
    },
  );

/** The inbox's own message: its reply reaches whom each type's kind names (so it is composed with the kinds). */
export const inboxNotices = (registry: InboxRegistry): MessageKinds => ({
  'inbox.reply': inboxReply(registry),
});
