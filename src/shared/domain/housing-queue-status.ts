import type { PersonStatus } from './person-timeline';

/**
 * The spec's "Matched or Unmatched" of a veteran in the housing queue, and its "Unmatched Veterans" card, read
 * from the one person status (decision 0034): matched once a home is offered, accepted or moved into; everyone
 * else is unmatched. So the card moves when the engine offers someone a home.
 */
export const MATCHED_STATUSES: readonly PersonStatus[] = ['offered', 'accepted', 'moved_in'];

export const isMatchedStatus = (status: PersonStatus) => MATCHED_STATUSES.includes(status);

/**
 * Still looking for a home: nobody has offered them one, they have not moved in, gone quiet or left (issue 33,
 * point 3). The engine proposes homes only to these people, keeps their declined homes out of their next run, and
 * a case manager's intake lists them as waiting. A person who returns to homelessness is waiting again.
 */
export const STILL_LOOKING_STATUSES: readonly PersonStatus[] = ['waiting', 'referred'];

export const isStillLookingStatus = (status: PersonStatus) => STILL_LOOKING_STATUSES.includes(status);
