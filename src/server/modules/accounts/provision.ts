import { type Database, withTransaction } from '@server/db/client';
import { landlords, organizations, partnerCredentials, users } from '@server/db/schema';
import { hashPassword } from '@server/plugins/auth';
import { normalizeEmail } from '@shared/contracts/common';

type NewOrganization = typeof organizations.$inferInsert;

/** Creates an admin user (create-admin, demo seed). Username and email are kept lower-case. */
export async function createAdminUser(
  db: Database,
  input: { username: string; password: string; displayName?: string; email?: string },
): Promise<{ id: string }> {
  const username = input.username.trim().toLowerCase();
  const [row] = await db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(input.password),
      role: 'admin',
      displayName: input.displayName ?? username,
      email: input.email ? normalizeEmail(input.email) : null,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('admin user was not created');
  return row;
}

/** Creates a landlord account: a user who signs in with their email, and the landlord record. */
export async function createLandlordAccount(
  db: Database,
  input: { name: string; email: string; phone?: string | null; password: string },
): Promise<{ userId: string; landlordId: string }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ username: email, email, passwordHash, role: 'landlord', displayName: input.name })
      .returning({ id: users.id });
    if (!user) throw new Error('landlord user was not created');
    const [landlord] = await tx
      .insert(landlords)
      .values({ userId: user.id, name: input.name, email, phone: input.phone ?? null })
      .returning({ id: landlords.id });
    if (!landlord) throw new Error('landlord was not created');
    return { userId: user.id, landlordId: landlord.id };
  });
}

/**
 * Creates a partner organisation with its sign-in (create-partner, demo seed, tests). Without a password
 * it has no sign-in yet: an invitation lets it set one.
 */
export async function createPartnerOrganization(
  db: Database,
  input: { organization: NewOrganization; email: string; password?: string },
): Promise<{ organizationId: string }> {
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values(input.organization)
      .returning({ id: organizations.id });
    if (!org) throw new Error('organisation was not created');
    if (passwordHash !== null) {
      await tx
        .insert(partnerCredentials)
        .values({ organizationId: org.id, email: normalizeEmail(input.email), passwordHash });
    }
    return { organizationId: org.id };
  });
}
