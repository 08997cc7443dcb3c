import { getJsonLoading, getListLoading } from '@client/lib/api-loaded-contract';
import { VSOS_PATH, VSOS_SUMMARY_PATH } from '@shared/contracts/directory-texts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type DirectoryFilters, filtersToQuery } from './search-rule';

// The answers' contracts load with the requests, not with /directory: the page starts without building zod's
// schemas (issue 38); its paths and radius choices come from a module without zod.
const network = () => import('./directory-contracts');

/** Directory results come 12 at a time; 'Load more' asks for the next 12. */
export const DIRECTORY_PAGE_SIZE = 12;

/** GET /api/vsos/summary: header stats and category counts. */
export function useVsoSummary() {
  return useQuery({
    queryKey: [VSOS_SUMMARY_PATH],
    queryFn: ({ signal }) =>
      getJsonLoading(VSOS_SUMMARY_PATH, () => network().then((m) => m.ZVsoSummary), { signal }),
  });
}

/** GET /api/vsos with the search's filters, a page at a time; null filters = no search yet. */
export function useVsoSearch(filters: DirectoryFilters | null) {
  return useInfiniteQuery({
    queryKey: [VSOS_PATH, filters],
    queryFn: async ({ pageParam, signal }) => {
      const url = `${VSOS_PATH}?${filtersToQuery(filters ?? {}, DIRECTORY_PAGE_SIZE, pageParam)}`;
      const { rows: organizations, total } = await getListLoading(
        url,
        () => network().then((m) => m.ZVsoCard),
        { signal },
      );
      return { organizations, total: total && total > 0 ? total : pageParam + organizations.length };
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.organizations.length, 0);
      return last.organizations.length > 0 && loaded < last.total ? loaded : undefined;
    },
    enabled: filters !== null,
  });
}
