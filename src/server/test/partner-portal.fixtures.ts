import type { Database } from '@server/db/client';
import { auditEvents, referrals } from '@server/db/schema';
import { bearer, loginPartner, makePartner } from '@server/test/accounts.fixtures';
import type { TestContext } from '@server/test/test-app.fixtures';
import { partnerReferralPath, partnerStatsPath } from '@shared/contracts/partner';
import { eq } from 'drizzle-orm';

export interface SignedInPartner {
  organizationId: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

/** A new partner organisation (its own, so figures never mix between tests), signed in. */
export async function signedInPartner(context: TestContext, tier = 2): Promise<SignedInPartner> {
  const { organizationId, email } = await makePartner(context.handle.db, { tier });
  const token = await loginPartner(context.app, email);
  return { organizationId, email, token, headers: bearer(token) };
}

export type PartnerRequest = {
  method: 'GET' | 'PATCH';
  url: string;
  payload?: Record<string, unknown>;
};

/** One request per partner endpoint, each valid for the organisation and referral given. */
export function everyEndpoint(organizationId: string, referralId: string): PartnerRequest[] {
  return [
    { method: 'GET', url: '/api/partner/profile' },
    { method: 'GET', url: '/api/partner/referrals?status=all&sort=date&limit=5' },
    { method: 'PATCH', url: partnerReferralPath(referralId), payload: { notes: 'Called twice' } },
    { method: 'GET', url: partnerStatsPath(organizationId) },
    { method: 'GET', url: '/api/partner/referrals/export' },
    { method: 'GET', url: '/api/partner/analytics' },
  ];
}

export async function referralRow(db: Database, id: string) {
  const [row] = await db.select().from(referrals).where(eq(referrals.id, id));
  if (!row) throw new Error(`referral ${id} not found`);
  return row;
}

export async function auditFor(db: Database, targetId: string) {
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.targetId, targetId))
    .orderBy(auditEvents.createdAt);
}

export const HOUR = 3_600_000;
export const hoursAfter = (date: Date, hours: number) => new Date(date.getTime() + hours * HOUR);
