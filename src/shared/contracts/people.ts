import * as PAGE_PATHS from '@shared/domain/page-paths';
import { PERSON_STATUSES } from '@shared/domain/person-timeline';
import { z } from 'zod';
import { optionalText, ZPagination } from './common';
import { ZPersonDetail, ZPersonSummary } from './duplicates';
import { ZPersonPath } from './person-timeline';

/** Every person on record, for admins (issue 33, point 5): each with the one status and the timeline. */
export const ADMIN_PEOPLE_PATH = '/api/admin/people';
export const ADMIN_PEOPLE_PAGE = PAGE_PATHS.adminPeople;

/** GET /api/admin/people: a status filter, a search (name, ZIP, email or phone), `limit` and `offset`. */
export const ZPeopleQuery = ZPagination.extend({
  status: z.enum(PERSON_STATUSES, { error: 'Choose a status' }).optional(),
  search: optionalText(100),
});
export type PeopleQuery = z.input<typeof ZPeopleQuery>;
export type PeopleOptions = z.output<typeof ZPeopleQuery>;

/** A person in the list: who, whose, and where they stand; newest first. The total is in `x-total-count`. */
export const ZPersonListItem = ZPersonSummary.extend(ZPersonPath.shape);
export type PersonListItem = z.infer<typeof ZPersonListItem>;
export const ZPeopleList = z.array(ZPersonListItem);

/** GET /api/admin/people/{veteranId}: everything attached, the status and the timeline. */
export const ZAdminPerson = ZPersonDetail.extend(ZPersonPath.shape);
export type AdminPerson = z.infer<typeof ZAdminPerson>;
