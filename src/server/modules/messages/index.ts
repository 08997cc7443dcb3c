// The messages registry: modules queue their kinds of message here and declare each kind's notice (its records
// and words) in their manifest; the runner delivers them. It imports no feature module.

import type { ModuleManifest } from '@server/module';
import { messagesRoutes as routes } from './routes';

export {
  type Json,
  oneRecord,
  type RecordOf,
  recordList,
  recordsTogether,
} from '@server/db/json-records';
export {
  type ComposeContext,
  type ComposedNotice,
  type Draft,
  defineNotice,
  type MessageFields,
  type MessageKinds,
  type Notice,
  payloadOf,
  uniqueAddresses,
} from '@server/manifest/message-kind';
export type { ComposeSettings, DeliverySettings } from './deliver';
export { previewMessages } from './preview';
export { countQueuedAsSent, type QueuedNotice, queueMessage, queueMessages } from './queue';
export { messageRecipient, payloadId, payloadIds } from './records';
export { composeNotices, type NoticeRegistry } from './registry';
export { createMessageRunner, type MessageRunner, type RetryPolicy } from './runner';
export { createMailTransport, type MailTransport, mailboxAddress } from './transport';

export const messagesManifest: ModuleManifest = { name: 'messages', routes: [routes] };
