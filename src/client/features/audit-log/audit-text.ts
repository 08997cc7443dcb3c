import type { AUDIT_ACTOR_TYPES } from '@shared/contracts/admin-oversight';

export const ACTOR_TYPE_LABELS: Record<(typeof AUDIT_ACTOR_TYPES)[number], string> = {
  admin: 'Admin',
  partner: 'Partner organization',
  landlord: 'Landlord',
  veteran: 'Veteran (on their own page)',
  anonymous: 'Visitor (not signed in)',
  system: 'The system',
};

/** A detail's value as text: strings as they are, anything else as JSON. */
export function detailText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return 'none';
  return JSON.stringify(value);
}
