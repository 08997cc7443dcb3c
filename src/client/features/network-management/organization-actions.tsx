import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast } from '@client/components/ui/use-toast';
import { parseApiError } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { useFocusAfterAction } from '@client/lib/use-focus-after-action';
import type { AdminOrganization, AdminOrganizationChange } from '@shared/contracts/admin-oversight';
import { INTEGRATION_TIERS, integrationTierText } from '@shared/domain/partner-tiers';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { DeactivateDialog } from './deactivate-dialog';
import { SIGN_IN_BADGES, SIGN_IN_LABELS, signInState } from './network-text';
import { useChangeOrganization, useInviteOrganization } from './use-network-management';

const TOGGLE_PAUSE_MS = 500;
const TIER_OPTIONS = INTEGRATION_TIERS.map((tier) => ({
  value: String(tier.level),
  label: integrationTierText(tier.level),
}));

function ActionRow({
  title,
  status,
  statusRef,
  children,
}: {
  title: string;
  status: ReactNode;
  /** What this row says now: where the focus goes when its button is gone or disabled after a change. */
  statusRef?: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2 border-t border-border pt-3 sm:grid-cols-[10rem_minmax(0,1fr)] sm:items-center">
      <div
        ref={statusRef}
        tabIndex={statusRef ? -1 : undefined}
        className="-m-1 rounded-ui p-1 focus:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
      >
        <p className="font-semibold">{title}</p>
        <div className="text-sm">{status}</div>
      </div>
      <div className="flex flex-wrap items-end gap-2">{children}</div>
    </div>
  );
}

/** What a change says when it worked. */
function doneText(org: AdminOrganization, change: AdminOrganizationChange): { title: string; text: string } {
  if (change.verified !== undefined)
    return change.verified
      ? { title: 'Organization verified', text: `${org.name} is now verified.` }
      : { title: 'Verification removed', text: `${org.name} is no longer verified.` };
  if (change.integrationTier !== undefined)
    return {
      title: 'Integration tier changed',
      text: `${org.name} is now at ${integrationTierText(change.integrationTier)}.`,
    };
  if (change.allowsDirectReferrals !== undefined)
    return change.allowsDirectReferrals
      ? { title: 'Direct referrals allowed', text: `Veterans can be referred to ${org.name} directly.` }
      : {
          title: 'Direct referrals stopped',
          text: `Veterans can no longer be referred to ${org.name} directly.`,
        };
  return change.signInActive
    ? { title: 'Sign-in reactivated', text: `${org.name} can sign in again.` }
    : {
        title: 'Sign-in deactivated',
        text: `${org.name} can no longer sign in, and its sessions have ended.`,
      };
}

/** Verify, integration tier, direct referrals, invite and sign-in: one change at a time, each audited. */
export function OrganizationActions({
  organization: org,
  onChanged,
}: {
  organization: AdminOrganization;
  onChanged: (organization: AdminOrganization) => void;
}) {
  const change = useChangeOrganization();
  const invite = useInviteOrganization();
  const [tier, setTier] = useState(String(org.integrationTier));
  const [confirming, setConfirming] = useState(false);
  const busy = change.isPending || invite.isPending;
  // after each change the focus stays on its button, or moves to its row's new state when the button is gone or
  // disabled (the tier is changed, the sign-in deactivated or reactivated); never to <body> (issue 37)
  const focus = useFocusAfterAction(busy);
  const tierRow = useRef<HTMLDivElement>(null);
  const signInRow = useRef<HTMLDivElement>(null);
  const rowOf = (patch: AdminOrganizationChange) =>
    patch.integrationTier !== undefined ? tierRow : patch.signInActive !== undefined ? signInRow : null;
  const signIn = signInState(org);
  // One request at a time, and a short pause on the same control after each: the buttons toggle ("Verify"
  // becomes "Remove verification"), so the second click of a double click must not undo the first.
  const sending = useRef<{ key: string; busy: boolean; until: number }>({ key: '', busy: false, until: 0 });
  const start = (key: string) => {
    const last = sending.current;
    if (last.busy || (last.key === key && Date.now() < last.until)) return false;
    sending.current = { key, busy: true, until: 0 };
    return true;
  };
  const settled = () => {
    sending.current = { ...sending.current, busy: false, until: Date.now() + TOGGLE_PAUSE_MS };
  };

  const apply = (patch: AdminOrganizationChange, after?: () => void) => {
    if (!start(Object.keys(patch).join())) return;
    focus.start(() => rowOf(patch)?.current);
    change.mutate(
      { id: org.id, change: patch },
      {
        onSettled: () => {
          settled();
          focus.settled();
        },
        onSuccess: (updated) => {
          onChanged(updated);
          const { title, text } = doneText(updated, patch);
          toast({ variant: 'success', title, description: text });
          after?.();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Change failed',
            description: parseApiError(error).message,
          }),
      },
    );
  };
  const sendInvitation = () => {
    if (!start('invite')) return;
    focus.start(() => signInRow.current);
    invite.mutate(org.id, {
      onSettled: () => {
        settled();
        focus.settled();
      },
      onSuccess: (queued) =>
        toast({
          variant: 'success',
          title: 'Invitation sent',
          description: `We emailed ${queued.email} a link to set up the sign-in. It works until ${formatDate(queued.expiresAt)}.`,
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Invitation failed',
          description: parseApiError(error).message,
        }),
    });
  };
  const pendingOf = (key: keyof AdminOrganizationChange) =>
    change.isPending && change.variables?.change[key] !== undefined;

  return (
    <section aria-labelledby="org-actions-heading" className="grid gap-3">
      <h3 id="org-actions-heading" className="font-bold">
        Actions
      </h3>
      <ActionRow
        title="Verification"
        status={
          <Badge variant={org.verified ? 'success' : 'outline'}>
            {org.verified ? 'Verified' : 'Not verified'}
          </Badge>
        }
      >
        <Button
          variant={org.verified ? 'outline' : 'default'}
          size="sm"
          loading={pendingOf('verified')}
          disabled={busy}
          onClick={() => apply({ verified: !org.verified })}
        >
          {org.verified ? 'Remove verification' : 'Verify'}
        </Button>
      </ActionRow>
      <ActionRow
        title="Integration tier"
        status={integrationTierText(org.integrationTier)}
        statusRef={tierRow}
      >
        <FormField label="New integration tier" className="min-w-48 flex-1">
          <NativeSelect
            options={TIER_OPTIONS}
            value={tier}
            onChange={(event) => setTier(event.target.value)}
          />
        </FormField>
        <Button
          size="sm-tall"
          loading={pendingOf('integrationTier')}
          disabled={busy || Number(tier) === org.integrationTier}
          onClick={() => apply({ integrationTier: Number(tier) })}
        >
          Change tier
        </Button>
      </ActionRow>
      <ActionRow title="Direct referrals" status={org.allowsDirectReferrals ? 'Allowed' : 'Stopped'}>
        <Button
          variant="outline"
          size="sm"
          loading={pendingOf('allowsDirectReferrals')}
          disabled={busy}
          onClick={() => apply({ allowsDirectReferrals: !org.allowsDirectReferrals })}
        >
          {org.allowsDirectReferrals ? 'Stop direct referrals' : 'Allow direct referrals'}
        </Button>
      </ActionRow>
      <ActionRow
        title="Sign-in"
        status={<Badge variant={SIGN_IN_BADGES[signIn]}>{SIGN_IN_LABELS[signIn]}</Badge>}
        statusRef={signInRow}
      >
        {signIn === 'none' ? (
          org.email ? (
            <Button size="sm" loading={invite.isPending} disabled={busy} onClick={sendInvitation}>
              Invite to set up a sign-in
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">
              Add an email address before you invite this organization.
            </p>
          )
        ) : null}
        {signIn === 'active' ? (
          <Button variant="destructive" size="sm" disabled={busy} onClick={() => setConfirming(true)}>
            Deactivate sign-in
          </Button>
        ) : null}
        {signIn === 'deactivated' ? (
          <Button
            variant="outline"
            size="sm"
            loading={pendingOf('signInActive')}
            disabled={busy}
            onClick={() => apply({ signInActive: true })}
          >
            Reactivate sign-in
          </Button>
        ) : null}
      </ActionRow>
      <DeactivateDialog
        open={confirming}
        name={org.name}
        pending={pendingOf('signInActive')}
        onOpenChange={setConfirming}
        onConfirm={() => apply({ signInActive: false }, () => setConfirming(false))}
      />
    </section>
  );
}
