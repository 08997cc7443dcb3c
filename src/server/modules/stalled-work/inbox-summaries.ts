import type { Database } from '@server/db/client';
import { matches, organizations, properties, referrals, veterans } from '@server/db/schema';
import { HOUSING_MATCH_STATUS_LABELS } from '@shared/domain/housing-match-status';
import { URGENCY_LABELS } from '@shared/domain/urgency';
import { eq, inArray } from 'drizzle-orm';

/** One line per escalated referral for the operations inbox: which organisation, how urgent. */
export async function referralSummaries(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: referrals.id, organization: organizations.name, urgency: referrals.urgency })
    .from(referrals)
    .innerJoin(organizations, eq(organizations.id, referrals.organizationId))
    .where(inArray(referrals.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      `${URGENCY_LABELS[row.urgency]} referral to ${row.organization} still unanswered past its timeline`,
    ]),
  );
}

/** One line per stalled match: who, which home, and the step it stopped at. */
export async function matchSummaries(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: matches.id,
      status: matches.status,
      veteran: veterans.name,
      address: properties.address,
    })
    .from(matches)
    .innerJoin(veterans, eq(veterans.id, matches.veteranId))
    .innerJoin(properties, eq(properties.id, matches.propertyId))
    .where(inArray(matches.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      `Match of ${row.veteran ?? 'a veteran'} with ${row.address} stalled at ${HOUSING_MATCH_STATUS_LABELS[row.status].toLowerCase()}`,
    ]),
  );
}
