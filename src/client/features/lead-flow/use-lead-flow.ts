import { apiRequest, getJson } from '@client/lib/api-client';
import { filenameFromDisposition } from '@client/lib/download';
import {
  DASHBOARD_EXPORT_PATH,
  DRILL_DOWN_PATH,
  type DrillDownNode,
  FLOW_METRICS_PATH,
  type FlowPeriod,
  type FlowTierFilter,
  ZDrillDown,
  ZFlowMetrics,
} from '@shared/contracts/lead-flow';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';

/** Spec 2, section 9: flow metrics refresh every 30 seconds. */
export const FLOW_REFRESH_MS = 30_000;

export interface FlowFilters {
  period: FlowPeriod;
  tier: FlowTierFilter;
}

const search = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** GET /api/dashboard/flow-metrics?period&tier, every 30 s; the old figures stay while new ones load. */
export function useFlowMetrics(filters: FlowFilters) {
  return useQuery({
    queryKey: [FLOW_METRICS_PATH, filters],
    queryFn: ({ signal }) =>
      getJson(`${FLOW_METRICS_PATH}?${search({ ...filters })}`, ZFlowMetrics, { signal }),
    refetchInterval: FLOW_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/dashboard/drill-down: the records behind one pipeline node; runs only while a node is open. */
export function useDrillDown(node: DrillDownNode | null, filters: FlowFilters) {
  return useQuery({
    queryKey: [DRILL_DOWN_PATH, node, filters],
    queryFn: ({ signal }) =>
      getJson(`${DRILL_DOWN_PATH}?${search({ node: node ?? '', ...filters })}`, ZDrillDown, { signal }),
    enabled: node !== null,
  });
}

const fallbackName = (filters: FlowFilters) =>
  `lead-flow-${filters.period}-${filters.tier}-${new Date().toISOString().slice(0, 10)}.csv`;

/** GET /api/dashboard/export?period&tier: the CSV text and the file name the server gives it. */
export function useExportReport() {
  return useMutation({
    mutationFn: async (filters: FlowFilters) => {
      const res = await apiRequest('GET', `${DASHBOARD_EXPORT_PATH}?${search({ ...filters })}`);
      const filename = filenameFromDisposition(res.headers.get('content-disposition'), fallbackName(filters));
      return { filename, text: await res.text() };
    },
  });
}
