import { Button } from '@client/components/ui/button';
import type { AccountAccess } from '@shared/contracts/account-access';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Link } from 'wouter';
import { type AccountAction, canChangeActive } from './account-text';

export interface AccountActionsProps {
  account: AccountAccess;
  /** The signed-in admin's own account: nothing to do here (it would sign them out). */
  isSelf: boolean;
  /** `opener` is the button pressed: the focus comes back to it when the dialog closes. */
  onAction: (account: AccountAccess, action: AccountAction, opener: HTMLElement) => void;
}

/** Unlock and end sessions; deactivate or reactivate (partners: in network management). */
export function AccountActions({ account, isSelf, onAction }: AccountActionsProps) {
  if (isSelf) return <p className="text-sm text-muted-foreground">This is your account.</p>;
  const toggle: AccountAction = account.active ? 'deactivate' : 'reactivate';
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        className="whitespace-nowrap"
        aria-label={`Unlock and end sessions: ${account.name}`}
        onClick={(event) => onAction(account, 'unlock', event.currentTarget)}
      >
        Unlock and end sessions
      </Button>
      {canChangeActive(account) ? (
        <Button
          size="sm"
          variant="outline"
          className="whitespace-nowrap"
          aria-label={`${account.active ? 'Deactivate' : 'Reactivate'}: ${account.name}`}
          onClick={(event) => onAction(account, toggle, event.currentTarget)}
        >
          {account.active ? 'Deactivate' : 'Reactivate'}
        </Button>
      ) : (
        <Button size="sm" variant="outline" className="whitespace-nowrap" asChild>
          <Link href={PAGE_PATHS.networkManagement} aria-label={`Manage in Network: ${account.name}`}>
            Manage in Network
          </Link>
        </Button>
      )}
    </div>
  );
}
