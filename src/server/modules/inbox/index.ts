// The inbox registry: modules open (and close) items about their records in their own transactions, and
// declare in their manifest how each type of item reads and which decisions are taken on it. It imports no
// feature module.

import type { ModuleManifest } from '@server/module';
import { inboxRoutes } from './routes';

export {
  type DecisionOutcome,
  type DescribedRecord,
  defineInboxDecision,
  defineInboxKind,
  goneRecord,
  type InboxActor,
  type InboxDecision,
  type InboxItemKind,
  type InboxKinds,
  type InboxRegistry,
  type ReplyContact,
  recordField,
} from '@server/manifest/inbox-kind';
export { closeInboxItemsFor, type InboxRequest, openInboxItem, reopenInboxItemFor } from './open';
export { composeInboxKinds } from './registry';
export { inboxNotices } from './reply-notice';
export { decideOpenItemAbout } from './service';

export const inboxManifest: ModuleManifest = { name: 'inbox', routes: [inboxRoutes] };
