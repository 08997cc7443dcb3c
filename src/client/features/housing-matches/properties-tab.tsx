import { LandlordTierBadge } from '@client/components/housing/landlord-tier-badge';
import { Badge } from '@client/components/ui/badge';
import { DataTable, SortableHeader, tableCell, tableHeadCell } from '@client/components/ui/data-table';
import { formatMoney } from '@client/lib/format';
import type { HousingPropertyView } from '@shared/contracts/housing';
import { formatAddress } from '@shared/domain/address';
import { PROPERTY_STATUSES, type PropertyStatus } from '@shared/domain/inventory';
import { countText } from '@shared/domain/number-text';
import { FlagBadges } from './housing-badges';
import { useTableQuery } from './table-query';
import { TableTab } from './table-tab';
import { LIST_PAGE_SIZE, type PropertyColumn, useHousingProperties } from './use-housing-matches';

export const PROPERTY_STATUS_LABELS: Record<PropertyStatus, string> = {
  pending_review: 'Waiting for review',
  available: 'Available',
  paused: 'Paused by the landlord',
  matched: 'Matched',
  filled: 'Filled',
  declined: 'Declined',
};

function Availability({ property }: { property: HousingPropertyView }) {
  return (
    <div className="grid justify-items-start gap-1">
      <Badge variant={property.isAvailable ? 'success' : 'outline'}>
        {property.isAvailable ? 'Available' : 'Unavailable'}
      </Badge>
      {property.status !== 'available' ? (
        <span className="text-muted-foreground">{PROPERTY_STATUS_LABELS[property.status]}</span>
      ) : null}
    </div>
  );
}

/** Properties Available: every listing with its rent, tier, size, features and status; sorted, filtered, paged. */
export function PropertiesTab({ autoRefresh }: { autoRefresh: boolean }) {
  const controls = useTableQuery<PropertyColumn, PropertyStatus>();
  const { query } = controls;
  const properties = useHousingProperties(autoRefresh, query);
  const header = { sort: query.sort, onSort: controls.setSort };
  return (
    <TableTab
      heading="Properties"
      controls={controls}
      toolbar={{
        noun: 'properties',
        statuses: PROPERTY_STATUSES,
        statusLabels: PROPERTY_STATUS_LABELS,
        searchHint: "Address, city, ZIP code or landlord's name",
      }}
      list={properties}
      texts={{
        loading: 'Loading properties...',
        empty: 'No properties listed yet.',
        emptyFiltered: 'No properties fit this status and search.',
        errorTitle: "We couldn't load the properties",
      }}
      pages={{ label: 'Property pages', pageSize: LIST_PAGE_SIZE }}
    >
      {(page, headingId) => (
        <DataTable labelledBy={headingId}>
          <thead className="bg-muted">
            <tr>
              <SortableHeader label="Address" column="address" {...header} />
              <SortableHeader label="ZIP" column="zipCode" {...header} />
              <SortableHeader label="Rent" column="monthlyRent" {...header} />
              <th scope="col" className={tableHeadCell}>
                Size
              </th>
              <th scope="col" className={tableHeadCell}>
                Landlord
              </th>
              <th scope="col" className={tableHeadCell}>
                Features
              </th>
              <SortableHeader label="Status" column="status" {...header} />
            </tr>
          </thead>
          <tbody>
            {page.rows.map((property) => (
              <tr key={property.id} className="border-t border-border">
                <th scope="row" className={`${tableCell} min-w-44 text-left font-semibold break-words`}>
                  {property.address}
                  {property.city ? (
                    <span className="block font-normal text-muted-foreground">
                      {formatAddress({ city: property.city, state: property.state })}
                    </span>
                  ) : null}
                </th>
                <td className={`${tableCell} whitespace-nowrap`}>{property.zipCode}</td>
                <td className={`${tableCell} whitespace-nowrap`}>
                  {property.monthlyRent === null
                    ? 'Not given'
                    : `${formatMoney(property.monthlyRent)} a month`}
                </td>
                <td className={`${tableCell} whitespace-nowrap`}>
                  {countText(property.bedrooms, 'bedroom')}, {countText(property.bathrooms, 'bathroom')}
                </td>
                <td className={`${tableCell} min-w-36`}>
                  <div className="grid justify-items-start gap-1">
                    <span>{property.landlordName ?? 'Not given'}</span>
                    <LandlordTierBadge tier={property.landlordTier} />
                  </div>
                </td>
                <td className={`${tableCell} min-w-40`}>
                  <FlagBadges
                    flags={[
                      { label: 'Vouchers OK', on: property.acceptsVouchers },
                      { label: 'Accessible', on: property.isAccessible },
                      { label: 'Pet-Friendly', on: property.allowsPets },
                    ]}
                  />
                </td>
                <td className={`${tableCell} whitespace-nowrap`}>
                  <Availability property={property} />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </TableTab>
  );
}
