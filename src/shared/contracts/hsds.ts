import { z } from 'zod';

/**
 * The Open Referral HSDS 3.1 feed: the directory's organisations and their services, and the published housing
 * listings as housing services with their free units or rooms (`capacities`). Field names are HSDS's own
 * (snake_case); only public fields: an organisation's phone and email are never published (as on /directory).
 * The test suite validates every answer against the vendored HSDS 3.1 schemas (vendor/hsds-3.1).
 */
export const HSDS_ORGANIZATIONS_PATH = '/api/hsds/organizations';
export const HSDS_SERVICES_PATH = '/api/hsds/services';
export const HSDS_SERVICE_PATH = '/api/hsds/services/:id';
export const hsdsServicePath = (id: string) => `/api/hsds/services/${encodeURIComponent(id)}`;

export const HSDS_PER_PAGE_MAX = 100;
export const HSDS_PAGE_MAX = 10_000;
export const HSDS_SERVICE_NOT_FOUND_MESSAGE = 'Service not found';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** HSDS's paging parameters: `page` from 1, `per_page` up to 100. */
export const ZHsdsPageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(HSDS_PAGE_MAX).default(1),
  per_page: z.coerce.number().int().min(1).max(HSDS_PER_PAGE_MAX).default(50),
});
export type HsdsPageQuery = z.output<typeof ZHsdsPageQuery>;

/** GET /api/hsds/services: `full=true` gives each service fully nested (capacities, locations). */
export const ZHsdsServicesQuery = ZHsdsPageQuery.extend({ full: flag.default(false) });
export type HsdsServicesQuery = z.output<typeof ZHsdsServicesQuery>;

export const ZHsdsServiceParam = z.strictObject({ id: z.uuid({ error: HSDS_SERVICE_NOT_FOUND_MESSAGE }) });

export const ZHsdsOrganization = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  website: z.string().optional(),
  logo: z.string().optional(),
});
export type HsdsOrganization = z.infer<typeof ZHsdsOrganization>;

export const ZHsdsUnit = z.object({ id: z.uuid(), name: z.string() });

export const ZHsdsServiceCapacity = z.object({
  id: z.uuid(),
  service_id: z.uuid(),
  unit: ZHsdsUnit,
  available: z.number().int(),
  description: z.string(),
  updated: z.string(),
});
export type HsdsServiceCapacity = z.infer<typeof ZHsdsServiceCapacity>;

export const ZHsdsAddress = z.object({
  id: z.uuid(),
  location_id: z.uuid(),
  address_1: z.string(),
  city: z.string(),
  state_province: z.string(),
  postal_code: z.string(),
  country: z.literal('US'),
  address_type: z.literal('physical'),
});

export const ZHsdsLocation = z.object({
  id: z.uuid(),
  location_type: z.literal('physical'),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  addresses: z.array(ZHsdsAddress),
});

export const ZHsdsServiceAtLocation = z.object({
  id: z.uuid(),
  service_id: z.uuid(),
  location_id: z.uuid(),
  location: ZHsdsLocation,
});

/** A service's one-to-one fields: an item of the services list (HSDS's service_list). */
export const ZHsdsServiceSummary = z.object({
  id: z.uuid(),
  organization_id: z.uuid().optional(),
  name: z.string(),
  description: z.string(),
  status: z.enum(['active', 'inactive', 'defunct', 'temporarily closed']),
});
export type HsdsServiceSummary = z.infer<typeof ZHsdsServiceSummary>;

/** A fully nested service (GET /api/hsds/services/{id}, or the list with `full=true`). */
export const ZHsdsService = ZHsdsServiceSummary.extend({
  organization: ZHsdsOrganization.optional(),
  service_at_locations: z.array(ZHsdsServiceAtLocation),
  capacities: z.array(ZHsdsServiceCapacity),
});
export type HsdsService = z.infer<typeof ZHsdsService>;

/** HSDS's page envelope (its OpenAPI `Page`) around `contents`. */
const hsdsPage = <Item extends z.ZodType>(item: Item) =>
  z.object({
    total_items: z.number().int(),
    total_pages: z.number().int(),
    page_number: z.number().int(),
    size: z.number().int(),
    first_page: z.boolean(),
    last_page: z.boolean(),
    empty: z.boolean(),
    contents: z.array(item),
  });

export const ZHsdsOrganizationPage = hsdsPage(ZHsdsOrganization);
export const ZHsdsServicePage = hsdsPage(z.union([ZHsdsService, ZHsdsServiceSummary]));
export type HsdsPage<Item> = Omit<z.infer<typeof ZHsdsOrganizationPage>, 'contents'> & { contents: Item[] };
