import type { AccountAccess } from '@shared/contracts/account-access';

export const ME = 'GET /api/user/me';
export const ADMIN = {
  id: '9c1d2e3f-4a5b-4c6d-8e7f-001122334455',
  username: 'admin',
  role: 'admin',
  displayName: 'Demo Admin',
};
export const LIST = 'GET /api/admin/accounts';
export const unlockRoute = (account: AccountAccess) =>
  `POST /api/admin/accounts/${account.kind}/${account.id}/unlock`;
export const activeRoute = (account: AccountAccess) =>
  `POST /api/admin/accounts/${account.kind}/${account.id}/active`;

export const LOCKED_LANDLORD: AccountAccess = {
  kind: 'landlord',
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Pat Landlord',
  signIn: 'pat@example.com',
  active: true,
  locked: true,
  recentFailures: 6,
  liveSessions: 2,
  lastLoginAt: '2025-01-28T15:04:00.000Z',
};

export const PARTNER: AccountAccess = {
  kind: 'partner',
  id: '5f1c8f0e-1f7b-4c55-9d0a-1c2b3d4e5f60',
  name: 'Hudson Valley Veterans',
  signIn: 'help@hudson.example.org',
  active: true,
  locked: false,
  recentFailures: 0,
  liveSessions: 1,
  lastLoginAt: null,
};

export const SELF: AccountAccess = {
  kind: 'admin',
  id: ADMIN.id,
  name: 'Demo Admin',
  signIn: 'admin',
  active: true,
  locked: false,
  recentFailures: 0,
  liveSessions: 1,
  lastLoginAt: '2025-01-29T09:00:00.000Z',
};

export const OTHER_ADMIN: AccountAccess = {
  ...SELF,
  id: '2b3c4d5e-6f70-4a8b-9cad-beef00112233',
  name: 'Sam Staff',
  signIn: 'sam',
  active: false,
  liveSessions: 0,
};

export const accountsPage = (items: AccountAccess[], total = items.length) => ({
  status: 200,
  body: { items, total },
});

export const changed = (account: AccountAccess, sessionsEnded: number) => ({
  status: 200,
  body: { account, sessionsEnded },
});
