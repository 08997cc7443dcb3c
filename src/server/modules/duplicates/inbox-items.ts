import { defineInboxKind, type InboxKinds } from '@server/modules/inbox';
import { PAGE_PATTERNS, pagePath } from '@shared/domain/page-paths';
import { sql } from 'drizzle-orm';

/** Two people who may be one: both, side by side, are on their own page; the inbox only points there. */
const possibleDuplicateKind = defineInboxKind({
  record: () => sql<null>`null`,
  describe: (_found, pairId) => ({
    record: {
      title: 'Two people may be one',
      fields: [],
      link: { href: pagePath(PAGE_PATTERNS.duplicatePair, { pairId }), label: 'Compare the two people' },
      replyTo: null,
    },
    actions: [],
  }),
});

export const duplicatesInbox: InboxKinds = { items: { possible_duplicate: possibleDuplicateKind } };
