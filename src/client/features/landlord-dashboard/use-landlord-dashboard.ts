import { apiRequest, getJson, getList, sendJson } from '@client/lib/api-client';
import { filenameFromDisposition } from '@client/lib/download';
import {
  LANDLORD_EXPORT_PATH,
  LANDLORD_LISTINGS_PATH,
  LANDLORD_MATCHES_PATH,
  LANDLORD_STATS_PATH,
  landlordListingStatusPath,
  ZLandlordListing,
  ZLandlordStats,
  ZListingStatusChanged,
} from '@shared/contracts/landlord';
import type { ListingStatusMove } from '@shared/domain/inventory';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Rows per page of the listings table (the API allows up to 200). */
export const LISTINGS_PAGE_SIZE = 100;

/** GET /api/landlord/stats; keyed by the user so another account never sees cached figures. */
export function useLandlordStats(userId: string) {
  return useQuery({
    queryKey: [LANDLORD_STATS_PATH, userId],
    queryFn: ({ signal }) => getJson(LANDLORD_STATS_PATH, ZLandlordStats, { signal }),
  });
}

/** GET /api/landlord/listings, one page, with the total from x-total-count. */
export function useLandlordListings(userId: string, offset: number) {
  return useQuery({
    queryKey: [LANDLORD_LISTINGS_PATH, userId, offset],
    queryFn: async ({ signal }) => {
      const url = `${LANDLORD_LISTINGS_PATH}?limit=${LISTINGS_PAGE_SIZE}&offset=${offset}`;
      const { rows: listings, total } = await getList(url, ZLandlordListing, { signal });
      return { listings, total: total ?? listings.length };
    },
    placeholderData: keepPreviousData,
  });
}

const todayFilename = () => `listings-${new Date().toISOString().slice(0, 10)}.csv`;

/** GET /api/landlord/export: the CSV text and the file name the server gives it. */
export function useExportListings() {
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest('GET', LANDLORD_EXPORT_PATH);
      const filename = filenameFromDisposition(res.headers.get('content-disposition'), todayFilename());
      return { filename, text: await res.text() };
    },
  });
}

/**
 * POST /api/landlord/listings/{id}/status. Afterwards the listings, the figures and the matches are read
 * again: a pause or a fill closes the home's open matches.
 */
export function useChangeListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ListingStatusMove }) =>
      sendJson('POST', landlordListingStatusPath(id), { status }, ZListingStatusChanged),
    onSuccess: () =>
      Promise.all(
        [LANDLORD_LISTINGS_PATH, LANDLORD_STATS_PATH, LANDLORD_MATCHES_PATH].map((path) =>
          queryClient.invalidateQueries({ queryKey: [path] }),
        ),
      ),
  });
}
