import { defineInboxKind, type InboxKinds } from '@server/modules/inbox';
import { sql } from 'drizzle-orm';

/** Two people who may be one: both, side by side, are on their own page; the inbox only points there. */
const possibleDuplicateKind = defineInboxKind({
  record: () => sql<null>`null`,
  describe: (_found, pairId) => ({
    record: {
      title: 'Two people may be one',
      fields: [],
      link: { href: `/admin/duplicates/${pairId}`, label: 'Compare the two people' },
      replyTo: null,
    },
    actions: [],
  }),
});

export const duplicatesInbox: InboxKinds = { items: { possible_duplicate: possibleDuplicateKind } };
