import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { type ColumnHeading, DataTable, TableHead, tableCell } from '@client/components/ui/data-table';
import { formatNumber } from '@client/lib/format';
import type { AdminOrganization } from '@shared/contracts/admin-oversight';
import { formatPlace } from '@shared/domain/address';
import { integrationTierText } from '@shared/domain/partner-tiers';
import { placementTierLabel } from '@shared/domain/placement-tiers';
import { hoursText, SIGN_IN_BADGES, SIGN_IN_LABELS, signInState } from './network-text';

// headings wrap, so all nine columns fit a desktop screen
const COLUMNS: ColumnHeading[] = [
  'Organization',
  { label: 'Integration tier', wrap: true },
  { label: 'Placement tier', wrap: true },
  'Verified',
  'Sign-in',
  { label: 'Direct referrals', wrap: true },
  { label: 'Referrals open', align: 'right', wrap: true },
  { label: 'Median time to first contact', align: 'right', wrap: true },
  { label: 'Actions', hidden: true },
];

export interface OrganizationsTableProps {
  organizations: readonly AdminOrganization[];
  labelledBy: string;
  onManage: (organization: AdminOrganization) => void;
}

/** One row per organisation with what an admin acts on; Manage opens its actions and history. */
export function OrganizationsTable({ organizations, labelledBy, onManage }: OrganizationsTableProps) {
  return (
    <DataTable labelledBy={labelledBy}>
      <TableHead columns={COLUMNS} />
      <tbody>
        {organizations.map((org) => {
          const signIn = signInState(org);
          return (
            <tr key={org.id} className="border-t border-border">
              <th scope="row" className={`${tableCell} min-w-40 text-left`}>
                <span className="block font-semibold">{org.name}</span>
                <span className="block font-normal text-muted-foreground">
                  {formatPlace({ city: org.city, state: org.state })}
                </span>
              </th>
              <td className={tableCell}>{integrationTierText(org.integrationTier)}</td>
              <td className={tableCell}>
                {placementTierLabel(org.placementTier)}
                <span className="block text-muted-foreground">
                  {formatNumber(org.placements, 0)} {org.placements === 1 ? 'placement' : 'placements'}
                </span>
              </td>
              <td className={tableCell}>
                <Badge variant={org.verified ? 'success' : 'outline'}>
                  {org.verified ? 'Verified' : 'No'}
                </Badge>
              </td>
              <td className={tableCell}>
                <Badge variant={SIGN_IN_BADGES[signIn]}>{SIGN_IN_LABELS[signIn]}</Badge>
              </td>
              <td className={tableCell}>{org.allowsDirectReferrals ? 'Allowed' : 'Stopped'}</td>
              <td className={`${tableCell} text-right`}>{formatNumber(org.referralsOpen, 0)}</td>
              <td className={`${tableCell} text-right`}>{hoursText(org.medianHoursToFirstContact)}</td>
              <td className={tableCell}>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onManage(org)}
                  aria-label={`Manage ${org.name}`}
                >
                  Manage
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
