import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { TableHead, tableCell } from '@client/components/ui/data-table';
import { QueryErrorState } from '@client/components/ui/error-state';
import { ScrollTable } from '@client/components/ui/scroll-table';
import { LoadingState } from '@client/components/ui/spinner';
import { formatNumber } from '@client/lib/format';
import type { MapDataType } from '@shared/contracts/admin-oversight';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { integrationTierText } from '@shared/domain/partner-tiers';
import { placementTierLabel } from '@shared/domain/placement-tiers';
import { usStateName } from '@shared/domain/us-states';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { countText, FIGURE_KEYS, FIGURE_LABELS, type StateFigures } from './map-figures';
import { useStateOrganizations } from './use-network-map';

export interface StateDrillDownProps {
  code: string;
  type: MapDataType;
  /** the state's figures; undefined when it had no activity in the time frame */
  state: StateFigures | undefined;
  onClose: () => void;
}

const numeric = 'text-right';
const HEADING_ID = 'state-drill-down-heading';

/** One state: its ZIP codes with their figures, and the organisations based there. */
export function StateDrillDown({ code, type, state, onClose }: StateDrillDownProps) {
  const name = usStateName(code);
  const heading = useRef<HTMLHeadingElement>(null);
  // a new state is chosen: say so by moving focus to its panel
  useEffect(() => {
    if (code) heading.current?.focus();
  }, [code]);
  return (
    <Card aria-labelledby={HEADING_ID} role="region">
      <CardHeader row className="items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle as="h3" id={HEADING_ID} ref={heading} tabIndex={-1} className="focus:outline-none">
            {name}
          </CardTitle>
          <p className="text-muted-foreground">{countText(type, state?.value ?? 0)} in this time frame.</p>
        </div>
        <Button variant="outline" size="sm" onClick={onClose}>
          <X aria-hidden="true" />
          Close {name}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-labelledby="drill-zip-heading" className="grid gap-2">
          <h4 id="drill-zip-heading" className="font-bold">
            ZIP codes in {name}
          </h4>
          {state && state.rows.length > 0 ? (
            <ScrollTable labelledBy="drill-zip-heading">
              <TableHead
                columns={[
                  'ZIP code',
                  'City',
                  ...FIGURE_KEYS.map((key) => ({
                    label: FIGURE_LABELS[key],
                    className: `${numeric} whitespace-normal`,
                  })),
                ]}
              />
              <tbody>
                {state.rows.map((row) => (
                  <tr key={row.id} className="border-t border-border">
                    <th scope="row" className={`${tableCell} text-left font-semibold`}>
                      {row.zipCode}
                    </th>
                    <td className={tableCell}>{row.city}</td>
                    {FIGURE_KEYS.map((key) => (
                      <td key={key} className={`${tableCell} ${numeric}`}>
                        {formatNumber(row.metadata[key], 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          ) : (
            <p className="text-muted-foreground">No ZIP code in {name} had activity in this time frame.</p>
          )}
        </section>
        <StateOrganizations code={code} name={name} />
      </CardContent>
    </Card>
  );
}

function StateOrganizations({ code, name }: { code: string; name: string }) {
  const organizations = useStateOrganizations(code);
  const page = organizations.data;
  return (
    <section aria-labelledby="drill-org-heading" className="grid gap-2">
      <h4 id="drill-org-heading" className="font-bold">
        Organizations in {name}
      </h4>
      {organizations.isPending ? <LoadingState label="Loading organizations..." /> : null}
      {organizations.isError ? (
        <QueryErrorState query={organizations} title="We couldn't load the organizations" />
      ) : null}
      {page && page.total === 0 ? (
        <p className="text-muted-foreground">No partner organization is based in {name} yet.</p>
      ) : null}
      {page && page.total > 0 ? (
        <>
          <ul className="grid gap-2">
            {page.organizations.map((org) => (
              <li
                key={org.id}
                className="flex flex-wrap items-center justify-between gap-2 border-l-4 border-border pl-3"
              >
                <span>
                  <span className="font-semibold">{org.name}</span>, {org.city}
                </span>
                <span className="flex flex-wrap gap-1">
                  <Badge variant={org.verified ? 'success' : 'outline'}>
                    {org.verified ? 'Verified' : 'Not verified'}
                  </Badge>
                  <Badge variant="secondary">{integrationTierText(org.integrationTier)}</Badge>
                  <Badge variant="outline">{placementTierLabel(org.placementTier)}</Badge>
                  <Badge variant="outline">{formatNumber(org.referralsOpen, 0)} open referrals</Badge>
                </span>
              </li>
            ))}
          </ul>
          <p>
            {page.total > page.organizations.length
              ? `Showing ${formatNumber(page.organizations.length, 0)} of ${formatNumber(page.total, 0)}. `
              : null}
            <Link
              href={`${PAGE_PATHS.networkManagement}?state=${encodeURIComponent(code)}`}
              className="font-semibold text-primary underline hover:no-underline"
            >
              Manage the organizations in {name}
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
