/**
 * The match search's API paths and messages, apart from its schemas: /veterans sends its search and reads its
 * answers without building zod's schemas while the page starts (issue 38); match-search.ts re-exports them.
 */
import { MATCH_REPLY_HOURS } from '@shared/domain/constants';

export const FIND_MATCHES_PATH = '/api/find-matches';
export const MATCH_REQUESTS_PATH = '/api/match-requests';
export const MATCH_REQUEST_STATUS_PATH = '/api/match-requests/:reference';
export const matchRequestStatusPath = (reference: string) =>
  `/api/match-requests/${encodeURIComponent(reference)}`;
export const MATCH_REQUEST_NOT_FOUND_MESSAGE = 'No request has this reference. Check it and try again.';

/** The spec's words, said once when the search is asked without its answers; each field names itself (issue 37). */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in required fields';
export const MATCH_SEARCH_FIELD_MESSAGES = {
  zipCode: 'Enter the ZIP code where you want to live',
  dischargeStatus: 'Choose your discharge status',
} as const;
export const CONTACT_NEEDED_MESSAGE =
  'Enter a phone number or an email address so the landlord can reach you';
export const MATCH_REQUEST_SENT_MESSAGE = `The landlord will be notified and will reply within ${MATCH_REPLY_HOURS} hours.`;
/** Most matches one search answers; `total` still counts them all. */
export const MAX_MATCHES_SHOWN = 50;
