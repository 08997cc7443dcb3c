import type { ListFilters } from '@client/components/ui/list-filters';
import { getList } from '@client/lib/api-client';
import { ADMIN_PEOPLE_PATH, ZPersonListItem } from '@shared/contracts/people';
import type { PersonStatus } from '@shared/domain/person-timeline';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** People per page of /admin/people. */
export const PEOPLE_PAGE_SIZE = 25;

export type PeopleFilters = ListFilters<PersonStatus | 'all'>;

/** GET /api/admin/people: one page, the total from x-total-count. */
export function usePeople({ search, status, offset }: PeopleFilters) {
  return useQuery({
    queryKey: [ADMIN_PEOPLE_PATH, 'list', { search, status, offset }],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ limit: String(PEOPLE_PAGE_SIZE), offset: String(offset) });
      if (search) params.set('search', search);
      if (status !== 'all') params.set('status', status);
      const { rows, total } = await getList(`${ADMIN_PEOPLE_PATH}?${params}`, ZPersonListItem, { signal });
      return { rows, total: total ?? offset + rows.length };
    },
    placeholderData: keepPreviousData,
  });
}
