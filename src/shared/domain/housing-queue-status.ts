import type { PersonStatus } from './person-timeline';

/**
 * The spec's "Matched or Unmatched" of a veteran in the housing queue, and its "Unmatched Veterans" card, read
 * from the one person status (decision 0034): matched once a home is offered, accepted or moved into; everyone
 * else is unmatched. So the card moves when the engine offers someone a home.
 */
export const MATCHED_STATUSES: readonly PersonStatus[] = ['offered', 'accepted', 'moved_in'];

export const isMatchedStatus = (status: PersonStatus) => MATCHED_STATUSES.includes(status);
