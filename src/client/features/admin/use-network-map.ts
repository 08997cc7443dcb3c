import { apiRequest, getJson } from '@client/lib/api-client';
import { filenameFromDisposition } from '@client/lib/download';
import {
  ADMIN_EXPORT_PATH,
  ADMIN_MAP_DATA_PATH,
  ADMIN_ORGANIZATIONS_PATH,
  ADMIN_OVERVIEW_PATH,
  type MapDataType,
  type TimeFrame,
  ZAdminOrganizationPage,
  ZMapData,
  ZOverview,
} from '@shared/contracts/admin-oversight';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export interface MapFilters {
  timeFrame: TimeFrame;
  type: MapDataType;
}

/** Organisations shown in a state's drill-down panel; the rest are a link away. */
export const STATE_ORGANIZATIONS_SHOWN = 10;

const search = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();

/** GET /api/admin/overview?timeFrame: the five figures and the coverage; old figures stay while new ones load. */
export function useOverview(timeFrame: TimeFrame) {
  return useQuery({
    queryKey: [ADMIN_OVERVIEW_PATH, { timeFrame }],
    queryFn: ({ signal }) =>
      getJson(`${ADMIN_OVERVIEW_PATH}?${search({ timeFrame })}`, ZOverview, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/map-data?timeFrame&type: one row per ZIP code with activity. */
export function useMapData(filters: MapFilters) {
  return useQuery({
    queryKey: [ADMIN_MAP_DATA_PATH, filters],
    queryFn: ({ signal }) =>
      getJson(`${ADMIN_MAP_DATA_PATH}?${search({ ...filters })}`, ZMapData, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/organizations?state: the first organisations of a state; only while a state is open. */
export function useStateOrganizations(state: string | null) {
  return useQuery({
    queryKey: [ADMIN_ORGANIZATIONS_PATH, { state, page: 1, pageSize: STATE_ORGANIZATIONS_SHOWN }],
    queryFn: ({ signal }) =>
      getJson(
        `${ADMIN_ORGANIZATIONS_PATH}?${search({ state: state ?? '', page: 1, pageSize: STATE_ORGANIZATIONS_SHOWN })}`,
        ZAdminOrganizationPage,
        { signal },
      ),
    enabled: state !== null,
  });
}

/** Refresh: every figure on the map view again (overview, map rows, the open state's organisations). */
export function useRefreshNetworkMap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      Promise.all(
        [ADMIN_OVERVIEW_PATH, ADMIN_MAP_DATA_PATH, ADMIN_ORGANIZATIONS_PATH].map((path) =>
          queryClient.refetchQueries({ queryKey: [path], type: 'active' }, { throwOnError: true }),
        ),
      ),
  });
}

// the server names the file (network-30-days-all.csv); this is only for an answer without a name
const fallbackName = ({ timeFrame, type }: MapFilters) =>
  `network-${timeFrame === 'all' ? 'all-time' : `${timeFrame}-days`}-${type}.csv`;

/** GET /api/admin/export?timeFrame&type: the CSV text and the file name the server gives it. */
export function useExportNetworkData() {
  return useMutation({
    mutationFn: async (filters: MapFilters) => {
      const res = await apiRequest('GET', `${ADMIN_EXPORT_PATH}?${search({ ...filters })}`);
      const filename = filenameFromDisposition(res.headers.get('content-disposition'), fallbackName(filters));
      return { filename, text: await res.text() };
    },
  });
}
