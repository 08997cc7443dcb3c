import { HOUSING_MATCH_STATUSES } from '@shared/domain/housing-match-status';
import { PROPERTY_STATUSES } from '@shared/domain/inventory';
import { z } from 'zod';
import { optionalText } from './common';
import { ZHousingListQuery } from './housing';

// The housing dashboard's tables (GET /api/housing-matches, /api/veterans-housing, /api/properties-housing):
// paging (limit, offset; the total in x-total-count), a sort from a short list, a status filter and a search.

export type SortDirection = 'asc' | 'desc';
export type SortOf<C extends string> = `${C}:${SortDirection}`;

/** `column:direction` (e.g. `score:desc`) from a whitelist; missing = the list's own order. */
function sortParam<C extends string>(columns: readonly [C, ...C[]]) {
  const values = columns.flatMap((column) => [`${column}:asc`, `${column}:desc`]) as [
    SortOf<C>,
    ...SortOf<C>[],
  ];
  return z.enum(values, { error: `Sort by one of: ${values.join(', ')}` }).optional();
}

export const SEARCH_MAX = 100;
const search = optionalText(SEARCH_MAX);

export const MATCH_SORT_COLUMNS = ['createdAt', 'score', 'veteranName', 'status'] as const;
export type MatchSort = SortOf<(typeof MATCH_SORT_COLUMNS)[number]>;

/**
 * GET /api/housing-matches: newest first unless sorted; `stalled=true` lists only stalled open matches,
 * longest stalled first. `search` finds the veteran's name, the home's address, city or ZIP, the
 * reference or the short id.
 */
export const ZHousingMatchListQuery = ZHousingListQuery.extend({
  stalled: z.stringbool().default(false),
  sort: sortParam(MATCH_SORT_COLUMNS),
  status: z.enum(HOUSING_MATCH_STATUSES, { error: 'Choose a match status' }).optional(),
  search,
});
export type HousingMatchListQuery = z.output<typeof ZHousingMatchListQuery>;

export const VETERAN_SORT_COLUMNS = ['createdAt', 'name', 'zipCode', 'urgency'] as const;
export type VeteranSort = SortOf<(typeof VETERAN_SORT_COLUMNS)[number]>;
/** A veteran of the queue is housed (matched) or still waiting (unmatched). */
export const VETERAN_QUEUE_STATUSES = ['unmatched', 'matched'] as const;
export type VeteranQueueStatus = (typeof VETERAN_QUEUE_STATUSES)[number];

/** GET /api/veterans-housing: newest first unless sorted; `search` finds the name or the ZIP. */
export const ZHousingVeteranListQuery = ZHousingListQuery.extend({
  sort: sortParam(VETERAN_SORT_COLUMNS),
  status: z.enum(VETERAN_QUEUE_STATUSES, { error: 'Status must be matched or unmatched' }).optional(),
  search,
});
export type HousingVeteranListQuery = z.output<typeof ZHousingVeteranListQuery>;

export const PROPERTY_SORT_COLUMNS = ['createdAt', 'address', 'zipCode', 'monthlyRent', 'status'] as const;
export type PropertySort = SortOf<(typeof PROPERTY_SORT_COLUMNS)[number]>;

/** GET /api/properties-housing: newest first unless sorted; `search` finds the address, city, ZIP or landlord. */
export const ZHousingPropertyListQuery = ZHousingListQuery.extend({
  sort: sortParam(PROPERTY_SORT_COLUMNS),
  status: z.enum(PROPERTY_STATUSES, { error: 'Choose a listing status' }).optional(),
  search,
});
export type HousingPropertyListQuery = z.output<typeof ZHousingPropertyListQuery>;

/** GET /api/housing-matches/{id}/contacts (admins; each read is audited). */
export const HOUSING_MATCH_CONTACTS_PATH = '/api/housing-matches/:id/contacts';
export const housingMatchContactsPath = (id: string) =>
  `/api/housing-matches/${encodeURIComponent(id)}/contacts`;

const ZContact = z.object({
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type Contact = z.infer<typeof ZContact>;

/** Who must act on a match: the veteran, their case manager and referring organisation, the landlord. */
export const ZMatchContacts = z.object({
  matchId: z.string(),
  veteran: ZContact,
  caseManagerEmail: z.string().nullable(),
  /** The partner organisation that brought the veteran in, when one did. */
  organization: ZContact.nullable(),
  /** The home's landlord, when the listing has one on record. */
  landlord: ZContact.nullable(),
});
export type MatchContacts = z.infer<typeof ZMatchContacts>;
