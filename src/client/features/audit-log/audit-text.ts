import type { AuditEvent } from '@shared/contracts/admin-oversight';
import { AUDIT_ACTOR_TYPES } from '@shared/contracts/admin-oversight';

export const ACTOR_TYPE_LABELS: Record<(typeof AUDIT_ACTOR_TYPES)[number], string> = {
  admin: 'Admin',
  partner: 'Partner organization',
  landlord: 'Landlord',
  veteran: 'Veteran (on their own page)',
  anonymous: 'Visitor (not signed in)',
  system: 'The system',
};

const isActorType = (value: string): value is (typeof AUDIT_ACTOR_TYPES)[number] =>
  (AUDIT_ACTOR_TYPES as readonly string[]).includes(value);

/** "Demo Admin (Admin)", "Visitor (not signed in)". */
export function actorText(event: AuditEvent): string {
  const type = isActorType(event.actorType) ? ACTOR_TYPE_LABELS[event.actorType] : event.actorType;
  return event.actorName ? `${event.actorName} (${type})` : type;
}

/** A detail's value as text: strings as they are, anything else as JSON. */
export function detailText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return 'none';
  return JSON.stringify(value);
}
