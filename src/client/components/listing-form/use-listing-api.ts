import { getJson, sendJson } from '@client/lib/api-client';
import { HOUSING_MATCHES_ANALYTICS_PATH, PROPERTIES_HOUSING_PATH } from '@shared/contracts/housing-paths';
import { LANDLORD_LISTINGS_PATH, LANDLORD_STATS_PATH } from '@shared/contracts/landlord';
import {
  type ListingInput,
  type ListingUpdateInput,
  listingEditPath,
  propertyPath,
  ZListingEditView,
} from '@shared/contracts/listing';
import { PROPERTIES_PATH, ZPropertyView } from '@shared/contracts/properties';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The lists a new or changed listing shows in: the public list, the admin's and the landlord's dashboards. */
const LISTING_LISTS = [
  PROPERTIES_PATH,
  PROPERTIES_HOUSING_PATH,
  HOUSING_MATCHES_ANALYTICS_PATH,
  LANDLORD_LISTINGS_PATH,
  LANDLORD_STATS_PATH,
] as const;

function useRefreshListingLists() {
  const queryClient = useQueryClient();
  return () => {
    for (const path of LISTING_LISTS) queryClient.invalidateQueries({ queryKey: [path] });
  };
}

/** POST /api/properties: the one listing form's new listing; answers the listing's view (with its status). */
export function useCreateListing() {
  const refresh = useRefreshListingLists();
  return useMutation({
    mutationFn: (input: ListingInput) => sendJson('POST', PROPERTIES_PATH, input, ZPropertyView),
    onSuccess: refresh,
  });
}

/** PUT /api/properties/{id}: the owner's (or an admin's) edit. */
export function useUpdateListing(id: string) {
  const refresh = useRefreshListingLists();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingUpdateInput) => sendJson('PUT', propertyPath(id), input, ZPropertyView),
    onSuccess: () => {
      refresh();
      queryClient.removeQueries({ queryKey: [listingEditPath(id)] });
    },
  });
}

/** GET /api/properties/{id}/edit: the listing's values for the form; idle without an id. */
export function useListingForEdit(id: string | null) {
  return useQuery({
    queryKey: [listingEditPath(id ?? '')],
    queryFn: ({ signal }) => getJson(listingEditPath(id ?? ''), ZListingEditView, { signal }),
    enabled: id !== null,
    retry: false,
  });
}
