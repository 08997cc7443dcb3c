export type { DeliverySettings } from './deliver';
export { type QueuedNotice, queueMessage } from './queue';
export { messagesRoutes } from './routes';
export { createMessageRunner, type MessageRunner, type RetryPolicy } from './runner';
export { createMailTransport, type MailTransport, mailboxAddress } from './transport';
