import type { BadgeVariant } from '@client/components/ui/badge';
import { formatNumber } from '@client/lib/format';
import type { AdminOrganization, AuditEvent } from '@shared/contracts/admin-oversight';

export type SignInState = 'active' | 'deactivated' | 'none';

export const signInState = (org: AdminOrganization): SignInState =>
  !org.hasSignIn ? 'none' : org.signInActive ? 'active' : 'deactivated';

export const SIGN_IN_LABELS: Record<SignInState, string> = {
  active: 'Can sign in',
  deactivated: 'Sign-in deactivated',
  none: 'No sign-in yet',
};
export const SIGN_IN_BADGES: Record<SignInState, BadgeVariant> = {
  active: 'success',
  deactivated: 'destructive',
  none: 'outline',
};

/** "5.5 hours", "Not yet" when no referral was contacted. */
export const hoursText = (hours: number | null) =>
  hours === null ? 'No contact yet' : `${formatNumber(hours, 1)} ${hours === 1 ? 'hour' : 'hours'}`;

const ACTION_LABELS: Record<string, string> = {
  'organization.verified': 'Verified',
  'organization.unverified': 'Verification removed',
  'organization.tier_changed': 'Integration tier changed',
  'organization.direct_referrals_changed': 'Direct referrals changed',
  'organization.sign_in_deactivated': 'Sign-in deactivated',
  'organization.sign_in_reactivated': 'Sign-in reactivated',
  'organization.invitation_sent': 'Invitation to set up a sign-in sent',
  'organization.create': 'Organization created',
  'partner.profile.updated': 'Profile updated by the organization',
  'report.exported': 'Impact report downloaded',
};

/** What happened, in words: "Integration tier changed from 1 to 3". */
export function historyText(event: AuditEvent): string {
  const label = ACTION_LABELS[event.action] ?? event.action;
  const { details } = event;
  if (event.action === 'organization.tier_changed' && 'from' in details && 'to' in details)
    return `${label} from ${String(details.from)} to ${String(details.to)}`;
  if (event.action === 'organization.direct_referrals_changed' && 'allowsDirectReferrals' in details)
    return details.allowsDirectReferrals ? 'Direct referrals allowed' : 'Direct referrals stopped';
  if (event.action === 'organization.sign_in_deactivated' && typeof details.sessionsEnded === 'number')
    return `${label}: ${formatNumber(details.sessionsEnded, 0)} ${details.sessionsEnded === 1 ? 'session' : 'sessions'} ended`;
  return event.outcome === 'success' ? label : `${label} (${event.outcome})`;
}

/** Who did it: the admin's name, the organisation, or the system. */
export function actorText(event: AuditEvent): string {
  if (event.actorName) return event.actorName;
  if (event.actorType === 'system') return 'The system';
  if (event.actorType === 'anonymous') return 'A visitor';
  if (event.actorType === 'veteran') return 'The veteran';
  return `An unknown ${event.actorType}`;
}
