import { HUDSON } from '@client/test/admin-organization.fixtures';
import type { AdminOrganization, AuditEvent } from '@shared/contracts/admin-oversight';

export const ME = 'GET /api/user/me';
export const ADMIN = { id: 'u-1', username: 'admin', role: 'admin', displayName: 'Demo Admin' };
export const LIST = 'GET /api/admin/organizations';
export const HISTORY = 'GET /api/admin/audit-events';
export const patchRoute = (id: string) => `PATCH /api/admin/organizations/${id}`;
export const inviteRoute = (id: string) => `POST /api/admin/organizations/${id}/invitation`;

export { HUDSON };

export const LAKESIDE: AdminOrganization = {
  ...HUDSON,
  id: '7a2d9e1f-2b3c-4d5e-8f90-a1b2c3d4e5f6',
  name: 'Lakeside Housing Help',
  slug: 'lakeside-housing-help',
  city: 'Buffalo',
  zipCode: '14201',
  email: 'office@lakeside.example.org',
  integrationTier: 1,
  placementTier: 'bronze',
  verified: true,
  hasSignIn: false,
  signInActive: false,
  referralsOpen: 0,
  medianHoursToFirstContact: null,
  placements: 0,
};

export const orgPage = (organizations: AdminOrganization[], total = organizations.length) => ({
  status: 200,
  body: { organizations, total, page: 1, pageSize: 25 },
});

export const VERIFIED_EVENT: AuditEvent = {
  id: '0b6f7e2a-1c3d-4e5f-9a8b-7c6d5e4f3a2b',
  action: 'organization.tier_changed',
  outcome: 'success',
  actorType: 'admin',
  actorId: ADMIN.id,
  actorName: 'Demo Admin',
  targetType: 'organization',
  targetId: HUDSON.id,
  targetName: HUDSON.name,
  loginAccount: null,
  ip: '203.0.113.x',
  details: { from: 1, to: 2 },
  createdAt: '2025-01-28T15:04:00',
};

export const historyPage = (events: AuditEvent[]) => ({
  status: 200,
  body: { events, total: events.length, page: 1, pageSize: 20 },
});
