import type { Database } from '@server/db/client';
import { partnerApplications } from '@server/db/schema';
import type { LandlordRecordMerged } from '@server/module';
import { phoneDigits } from '@shared/contracts/common';
import type { PartnerApplicationInput } from '@shared/contracts/partner-applications';
import { and, asc, eq, sql } from 'drizzle-orm';

export type PartnerApplicationRow = typeof partnerApplications.$inferSelect;

/**
 * The application still waiting for a decision from this email (lower-case), if any, locked. An advisory lock on
 * the email first makes two submissions at once take turns, so the second finds the first.
 */
export async function lockPendingApplicationFrom(
  db: Database,
  email: string,
): Promise<PartnerApplicationRow | null> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`partner_application:${email}`}, 0))`);
  const [row] = await db
    .select()
    .from(partnerApplications)
    .where(and(eq(partnerApplications.email, email), eq(partnerApplications.status, 'pending')))
    .orderBy(asc(partnerApplications.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** The form as stored: email lower-case, phone as its digits, blanks as null. */
export function applicationValues(input: PartnerApplicationInput) {
  return {
    name: input.name,
    company: input.company,
    license: input.license ?? null,
    email: input.email.toLowerCase(),
    phone: phoneDigits(input.phone),
    specialization: input.specialization ?? null,
    experience: input.experience ?? null,
    serviceArea: input.serviceArea ?? null,
    portfolioSize: input.portfolioSize ?? null,
    referralCapacity: input.referralCapacity ?? null,
  };
}

/** Stores an application as sent (email lower-case, phone as its digits), waiting for review. */
export async function insertPartnerApplication(
  db: Database,
  input: PartnerApplicationInput,
): Promise<PartnerApplicationRow> {
  const [row] = await db.insert(partnerApplications).values(applicationValues(input)).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The application, locked for a decision (two admins deciding at once: the second waits, then sees it decided). */
export async function lockPartnerApplication(
  db: Database,
  id: string,
): Promise<PartnerApplicationRow | null> {
  const [row] = await db
    .select()
    .from(partnerApplications)
    .where(eq(partnerApplications.id, id))
    .for('update');
  return row ?? null;
}

/** A landlord record merged into another: its applications now point at the kept record. */
export const moveApplicationsToLandlord: LandlordRecordMerged = async (
  tx,
  { mergedLandlordId, keptLandlordId },
) => {
  await tx
    .update(partnerApplications)
    .set({ landlordId: keptLandlordId })
    .where(eq(partnerApplications.landlordId, mergedLandlordId));
};

export async function recordDecision(
  db: Database,
  id: string,
  decision: {
    status: 'approved' | 'declined';
    decidedBy: string;
    reason: string | null;
    landlordId: string | null;
  },
): Promise<void> {
  await db
    .update(partnerApplications)
    .set({
      status: decision.status,
      decidedBy: decision.decidedBy,
      decidedAt: sql`now()`,
      decisionReason: decision.reason,
      landlordId: decision.landlordId,
    })
    .where(eq(partnerApplications.id, id));
}
