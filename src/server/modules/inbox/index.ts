// Public surface of the inbox module: other modules open (and close) items in their own transactions.

export { closeInboxItemsFor, type InboxRequest, openInboxItem, reopenInboxItemFor } from './open';
