import { createHash } from 'node:crypto';
import type {
  HsdsOrganization,
  HsdsPage,
  HsdsService,
  HsdsServiceSummary,
  ZHsdsLocation,
} from '@shared/contracts/hsds';
import { formatPlace } from '@shared/domain/address';
import { SERVICE_CATEGORY_LABELS, type ServiceCategory } from '@shared/domain/partner-tiers';
import { isCapacityFresh } from '@shared/domain/service-capacity';
import type { z } from 'zod';
import type { PublicListingRow, PublicOrganizationRow } from './repo';

type HsdsLocation = z.infer<typeof ZHsdsLocation>;

/**
 * A stable id for a record we publish but do not store (a service per category, a location, an address, a
 * capacity): the MD5 of its parts as a version 8 UUID (RFC 9562's custom version; the repo computes the same in
 * SQL to find a category service by its id).
 */
export function derivedId(...parts: string[]): string {
  const hex = createHash('md5').update(parts.join(':')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** The unit a listing's free capacity is counted in. */
export const HOUSING_UNIT = { id: '5b0c8f4e-3f0d-4b8e-9a57-2f1d6c0e7a11', name: 'Housing unit' } as const;

/** A website as an absolute http(s) URI (HSDS's format), or nothing. */
export function absoluteUri(value: string | null, base?: string): string | undefined {
  if (!value) return undefined;
  for (const candidate of [value, `https://${value}`]) {
    try {
      const url = base ? new URL(candidate, base) : new URL(candidate);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
    } catch {
      // not a URL this way: try the next
    }
  }
  return undefined;
}

export function toHsdsOrganization(row: PublicOrganizationRow, publicUrl: string): HsdsOrganization {
  const website = absoluteUri(row.website);
  const logo = row.logoUrl ? absoluteUri(row.logoUrl, publicUrl) : undefined;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ...(website ? { website } : {}),
    ...(logo ? { logo } : {}),
  };
}

interface Place {
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string;
  latitude: number | null;
  longitude: number | null;
}

function toLocation(ownerId: string, place: Place): HsdsLocation {
  const id = derivedId(ownerId, 'location');
  const { address, city, state } = place;
  return {
    id,
    location_type: 'physical',
    ...(place.latitude === null || place.longitude === null
      ? {}
      : { latitude: place.latitude, longitude: place.longitude }),
    addresses:
      address && city && state
        ? [
            {
              id: derivedId(ownerId, 'address'),
              location_id: id,
              address_1: address,
              city,
              state_province: state,
              postal_code: place.zipCode,
              country: 'US',
              address_type: 'physical',
            },
          ]
        : [],
  };
}

const atLocation = (serviceId: string, location: HsdsLocation) => ({
  id: derivedId(serviceId, 'service_at_location'),
  service_id: serviceId,
  location_id: location.id,
  location,
});

/** An organisation's service of one category: the directory's own words, at the organisation's address. */
export function toCategoryService(
  serviceId: string,
  category: ServiceCategory,
  organization: PublicOrganizationRow,
  publicUrl: string,
): HsdsService {
  return {
    id: serviceId,
    organization_id: organization.id,
    name: `${SERVICE_CATEGORY_LABELS[category]}: ${organization.name}`,
    description: organization.description,
    status: 'active',
    organization: toHsdsOrganization(organization, publicUrl),
    service_at_locations: organization.address
      ? [atLocation(serviceId, toLocation(organization.id, organization))]
      : [],
    capacities: [],
  };
}

/**
 * A published listing as a housing service. Its free units are published only while fresh (CAPACITY_FRESH_DAYS):
 * an older count is unknown, so the service then carries no capacity at all rather than a stale number.
 */
export function toListingService(row: PublicListingRow, now: Date): HsdsService {
  const where = formatPlace({ city: row.city, state: row.state });
  return {
    id: row.id,
    name: where ? `Home for rent in ${where}` : 'Home for rent',
    description: row.description,
    status: 'active',
    service_at_locations: [atLocation(row.id, toLocation(row.id, row))],
    capacities: isCapacityFresh(row.capacityUpdatedAt, now)
      ? [
          {
            id: derivedId(row.id, 'capacity'),
            service_id: row.id,
            unit: HOUSING_UNIT,
            available: row.unitsAvailable,
            description: 'Units free to rent through this listing',
            updated: row.capacityUpdatedAt.toISOString(),
          },
        ]
      : [],
  };
}

/** A service's one-to-one fields only: HSDS's service_list item. */
export function toServiceSummary(service: HsdsService): HsdsServiceSummary {
  const { id, organization_id, name, description, status } = service;
  return { id, ...(organization_id ? { organization_id } : {}), name, description, status };
}

export function hsdsPage<Item>(
  contents: Item[],
  total: number,
  page: number,
  perPage: number,
): HsdsPage<Item> {
  const totalPages = Math.ceil(total / perPage);
  return {
    total_items: total,
    total_pages: totalPages,
    page_number: page,
    size: contents.length,
    first_page: page === 1,
    last_page: page >= totalPages,
    empty: total === 0,
    contents,
  };
}
