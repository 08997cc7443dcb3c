import { LandlordTierBadge } from '@client/components/housing/landlord-tier-badge';
import { Badge } from '@client/components/ui/badge';
import { formatMoney } from '@client/lib/format';
import type { HousingPropertyView } from '@shared/contracts/housing';
import type { UseQueryResult } from '@tanstack/react-query';
import { FlagBadges } from './housing-badges';
import { ListStates } from './list-states';
import type { ListPage } from './use-housing-matches';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Properties Available: every listing with its rent, tier, size, features and availability. */
export function PropertiesTab({ query }: { query: UseQueryResult<ListPage<HousingPropertyView>> }) {
  return (
    <ListStates
      query={query}
      loading="Loading properties..."
      empty="No properties listed yet."
      errorTitle="We couldn't load the properties"
    >
      {(page) => (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            {page.rows.length < page.total
              ? `The ${page.rows.length} newest of ${page.total} properties.`
              : `${page.total} properties.`}
          </p>
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Properties">
            {page.rows.map((property) => (
              <li
                key={property.id}
                className="grid content-start gap-2 rounded-ui border border-border bg-card p-4 shadow-ui"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-bold break-words">{property.address}</h3>
                  <Badge variant={property.isAvailable ? 'success' : 'outline'}>
                    {property.isAvailable ? 'Available' : 'Unavailable'}
                  </Badge>
                </div>
                <p className="text-sm text-muted-foreground">
                  ZIP {property.zipCode} · {plural(property.bedrooms, 'bedroom')},{' '}
                  {plural(property.bathrooms, 'bathroom')}
                </p>
                <p className="text-lg font-bold text-primary">
                  {property.monthlyRent === null
                    ? 'Rent not given'
                    : `${formatMoney(property.monthlyRent)} a month`}
                </p>
                <div className="flex flex-wrap items-center gap-1.5">
                  <LandlordTierBadge tier={property.landlordTier} />
                  <FlagBadges
                    flags={[
                      { label: 'Vouchers OK', on: property.acceptsVouchers },
                      { label: 'Accessible', on: property.isAccessible },
                      { label: 'Pet-Friendly', on: property.allowsPets },
                    ]}
                  />
                </div>
                <p className="text-sm">Landlord: {property.landlordName ?? 'Not given'}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ListStates>
  );
}
