import type { Database } from '@server/db/client';
import { landlords, users } from '@server/db/schema';
import type { LandlordRecordMerged } from '@server/module';
import { deleteLandlord, moveListings, updateLandlord } from '@server/modules/properties';
import { recordAudit } from '@server/plugins/audit';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';

type UserRow = typeof users.$inferSelect;

/** Who uses a one-time link that proves an email: their address, and what other modules move when leads merge. */
export interface LinkUser {
  ip: string;
  landlordRecordMerged: LandlordRecordMerged;
}

/**
 * The landlord account takes over the records of people who listed under its email without an account
 * (leads): the newest lead becomes the account's landlord record, with the homes and applications of the
 * account's own record and of any older lead. Only once the email is proven: anyone can type an email into
 * a sign-up form, so a lead's homes never go to an account before its link was used.
 */
async function adoptLandlordLeads(
  tx: Database,
  user: UserRow & { email: string },
  landlordRecordMerged: LandlordRecordMerged,
): Promise<void> {
  const leads = await tx
    .select()
    .from(landlords)
    .where(and(isNull(landlords.userId), sql`lower(${landlords.email}) = ${user.email}`))
    .orderBy(desc(landlords.createdAt));
  const [kept, ...older] = leads;
  if (!kept) return;
  const [own] = await tx.select().from(landlords).where(eq(landlords.userId, user.id));
  const merged = own ? [own, ...older] : older;
  for (const record of merged) {
    await moveListings(tx, record.id, kept.id);
    await landlordRecordMerged(tx, { mergedLandlordId: record.id, keptLandlordId: kept.id });
    await deleteLandlord(tx, record.id);
  }
  await updateLandlord(tx, kept.id, {
    userId: user.id,
    // what the person told us at sign-up is the newest word on their name and phone
    name: own?.name ?? kept.name,
    phone: own?.phone ?? kept.phone,
    housingProfessional: merged.some((r) => r.housingProfessional) || kept.housingProfessional,
    verifiedAt: kept.verifiedAt ?? merged.find((r) => r.verifiedAt)?.verifiedAt ?? null,
  });
  await recordAudit(tx, {
    action: 'landlord.leads_adopted',
    actorType: 'landlord',
    actorId: user.id,
    targetType: 'landlord',
    targetId: kept.id,
    details: { merged: merged.length },
  });
}

/**
 * The owner proved the email is theirs by using a one-time link (sign-up confirmation, reset, invitation):
 * marks it confirmed and, the first time, lets a landlord account adopt its leads. Answers the user, or
 * null when the account no longer exists. `landlordRecordMerged` moves what other modules hang on a lead (app.ts
 * composes it from the manifests).
 */
export async function confirmEmail(
  tx: Database,
  userId: string,
  landlordRecordMerged: LandlordRecordMerged,
): Promise<UserRow | null> {
  const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!before) return null;
  if (before.emailConfirmedAt) return before;
  const [user] = await tx
    .update(users)
    .set({ emailConfirmedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  if (!user) return null;
  if (user.role === 'landlord' && user.email)
    await adoptLandlordLeads(tx, { ...user, email: user.email }, landlordRecordMerged);
  return user;
}
