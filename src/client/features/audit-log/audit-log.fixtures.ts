import type { AuditEvent } from '@shared/contracts/admin-oversight';

export const LIST = 'GET /api/admin/audit-events';

export const LOGIN_FAILED: AuditEvent = {
  id: '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  action: 'partner.login',
  outcome: 'failure',
  actorType: 'anonymous',
  actorId: null,
  actorName: null,
  targetType: null,
  targetId: null,
  targetName: null,
  loginAccount: 'p***@demo.org',
  ip: '203.0.113.x',
  details: {},
  createdAt: '2025-01-29T09:30:00',
};

export const TIER_CHANGED: AuditEvent = {
  id: '4d2e3f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
  action: 'organization.tier_changed',
  outcome: 'success',
  actorType: 'admin',
  actorId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  actorName: 'Demo Admin',
  targetType: 'organization',
  targetId: '5f1c8f0e-1f7b-4c55-9d0a-1c2b3d4e5f60',
  targetName: 'Capital Region VSO',
  loginAccount: null,
  ip: '198.51.100.x',
  details: { from: 1, to: 3, email: 'j***@example.com' },
  createdAt: '2025-01-28T15:04:00',
};

export const CONTACTS_VIEWED: AuditEvent = {
  id: '5e3f4a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
  action: 'veteran.contact_viewed',
  outcome: 'success',
  actorType: 'admin',
  actorId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  actorName: 'Demo Admin',
  targetType: 'match',
  targetId: '39b1224a-0c1d-4e2f-8a3b-4c5d6e7f8a9b',
  targetName: 'Dana R. · 5944 Liberty Rd',
  loginAccount: null,
  ip: '198.51.100.x',
  details: { matchId: '39b1224a-0c1d-4e2f-8a3b-4c5d6e7f8a9b' },
  createdAt: '2025-01-28T16:10:00',
};

export const page = (events: AuditEvent[], total = events.length) => ({
  status: 200,
  body: { events, total, page: 1, pageSize: 50 },
});
