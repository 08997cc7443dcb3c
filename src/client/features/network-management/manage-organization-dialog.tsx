import { Modal } from '@client/components/ui/modal';
import { formatNumber } from '@client/lib/format';
import type { AdminOrganization } from '@shared/contracts/admin-oversight';
import { formatPlace } from '@shared/domain/address';
import { placementTierLabel } from '@shared/domain/placement-tiers';
import { ContinuumAction } from './continuum-action';
import { hoursText } from './network-text';
import { OrganizationActions } from './organization-actions';
import { OrganizationHistory } from './organization-history';

export interface ManageOrganizationDialogProps {
  /** The organisation to manage; null closes the dialog. */
  organization: AdminOrganization | null;
  onChanged: (organization: AdminOrganization) => void;
  onClose: () => void;
}

/** One organisation: its figures, the actions on it and its history. */
export function ManageOrganizationDialog({
  organization: org,
  onChanged,
  onClose,
}: ManageOrganizationDialogProps) {
  return (
    <Modal
      open={org !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      wide
      title={org?.name}
      description={
        org ? (
          <>
            {formatPlace(org)}
            {org.email ? ` · ${org.email}` : ' · No email address'}
          </>
        ) : undefined
      }
    >
      {org ? (
        <>
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm min-[420px]:grid-cols-2">
            <div>
              <dt className="font-semibold">Placement tier</dt>
              <dd>
                {placementTierLabel(org.placementTier)}, {formatNumber(org.placements, 0)}{' '}
                {org.placements === 1 ? 'placement' : 'placements'}
              </dd>
            </div>
            <div>
              <dt className="font-semibold">Referrals open</dt>
              <dd>{formatNumber(org.referralsOpen, 0)}</dd>
            </div>
            <div>
              <dt className="font-semibold">Median time to first contact</dt>
              <dd>{hoursText(org.medianHoursToFirstContact)}</dd>
            </div>
          </dl>
          <OrganizationActions key={org.id} organization={org} onChanged={onChanged} />
          <ContinuumAction key={`coc-${org.id}`} organization={org} onChanged={onChanged} />
          <OrganizationHistory id={org.id} name={org.name} />
        </>
      ) : null}
    </Modal>
  );
}
