import { type Database, withTransaction } from '@server/db/client';
import { landlords, organizations, partnerCredentials, users } from '@server/db/schema';
import { hashPassword } from '@server/plugins/auth';

type NewOrganization = typeof organizations.$inferInsert;

/** Creates an admin user (create-admin, demo seed). The username is kept lower-case. */
export async function createAdminUser(
  db: Database,
  input: { username: string; password: string; displayName?: string },
): Promise<{ id: string }> {
  const username = input.username.trim().toLowerCase();
  const [row] = await db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(input.password),
      role: 'admin',
      displayName: input.displayName ?? username,
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
      .values({ username: email, passwordHash, role: 'landlord', displayName: input.name })
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

/** Creates a partner organisation with its sign-in (create-partner, demo seed, tests). */
export async function createPartnerOrganization(
  db: Database,
  input: { organization: NewOrganization; email: string; password: string },
): Promise<{ organizationId: string }> {
  const passwordHash = await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    const [org] = await tx
      .insert(organizations)
      .values(input.organization)
      .returning({ id: organizations.id });
    if (!org) throw new Error('organisation was not created');
    await tx
      .insert(partnerCredentials)
      .values({ organizationId: org.id, email: input.email.trim().toLowerCase(), passwordHash });
    return { organizationId: org.id };
  });
}
