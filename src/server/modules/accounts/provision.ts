import { type Database, withTransaction } from '@server/db/client';
import { partnerCredentials, users } from '@server/db/schema';
import { insertLandlords } from '@server/modules/properties';
import { hashPassword } from '@server/plugins/auth';
import { normalizeEmail } from '@shared/contracts/common';
import { insertOrganizations, type NewOrganization } from './organization-write';

/**
 * The new account's password: a preset one (demo data, tests), hashed here as it is, or the hash of one a
 * person chose, made by hashChosenPassword (which checks it first).
 */
export type NewPassword =
  | { password: string; passwordHash?: never }
  | { passwordHash: string; password?: never };

const hashOf = async (input: NewPassword): Promise<string> =>
  input.passwordHash ?? hashPassword(input.password);

/**
 * Creates an admin user (create-admin, demo seed). Username and email are kept lower-case; an account made
 * by an operator counts as confirmed.
 */
export async function createAdminUser(
  db: Database,
  input: { username: string; displayName?: string; email?: string } & NewPassword,
): Promise<{ id: string }> {
  const username = input.username.trim().toLowerCase();
  const [row] = await db
    .insert(users)
    .values({
      username,
      passwordHash: await hashOf(input),
      role: 'admin',
      displayName: input.displayName ?? username,
      email: input.email ? normalizeEmail(input.email) : null,
      emailConfirmedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('admin user was not created');
  return row;
}

/**
 * Creates a landlord account: a user who signs in with their email, and its own landlord record (a lead who
 * listed under the same email without an account is adopted only once the email is confirmed: confirmEmail).
 * Confirmed at once (demo data, tests) unless `unconfirmed` (sign-up: the account waits for its link).
 */
export async function createLandlordAccount(
  db: Database,
  input: { name: string; email: string; phone?: string | null; unconfirmed?: boolean } & NewPassword,
): Promise<{ userId: string; landlordId: string }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashOf(input);
  const emailConfirmedAt = input.unconfirmed ? null : new Date();
  return withTransaction(db, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username: email,
        email,
        passwordHash,
        role: 'landlord',
        displayName: input.name,
        emailConfirmedAt,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('landlord user was not created');
    const [landlordId] = await insertLandlords(tx, [
      { userId: user.id, name: input.name, email, phone: input.phone ?? null },
    ]);
    if (!landlordId) throw new Error('landlord was not created');
    return { userId: user.id, landlordId };
  });
}

/**
 * Creates a partner organisation with its sign-in (create-partner, demo seed, tests): a preset `password`
 * or the `passwordHash` of a chosen one (NewPassword). Without either it has no sign-in yet: an invitation
 * lets it set one.
 */
export async function createPartnerOrganization(
  db: Database,
  input: { organization: NewOrganization; email: string; password?: string; passwordHash?: string },
): Promise<{ organizationId: string }> {
  const passwordHash =
    input.passwordHash ?? (input.password === undefined ? null : await hashPassword(input.password));
  return withTransaction(db, async (tx) => {
    const [org] = await insertOrganizations(tx, [input.organization]);
    if (!org) throw new Error('organisation was not created');
    if (passwordHash !== null) {
      await tx
        .insert(partnerCredentials)
        .values({ organizationId: org.id, email: normalizeEmail(input.email), passwordHash });
    }
    return { organizationId: org.id };
  });
}
