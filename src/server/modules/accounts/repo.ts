import type { Database } from '@server/db/client';
import { organizations, partnerCredentials, users } from '@server/db/schema';
import { eq, or, sql } from 'drizzle-orm';

/** The credential for a partner email (active or switched off), with its organisation. */
export async function findPartnerCredential(db: Database, email: string) {
  const [row] = await db
    .select({ credential: partnerCredentials, organization: organizations })
    .from(partnerCredentials)
    .innerJoin(organizations, eq(organizations.id, partnerCredentials.organizationId))
    .where(eq(partnerCredentials.email, email))
    .limit(1);
  return row ?? null;
}

export async function markPartnerLogin(db: Database, credentialId: string): Promise<void> {
  await db
    .update(partnerCredentials)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(partnerCredentials.id, credentialId));
}

export async function findUserByUsername(db: Database, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row ?? null;
}

/** Every user who signs in with `email` or has it as their address (a landlord, an admin with that email). */
export async function findUsersByEmail(db: Database, email: string) {
  return db
    .select()
    .from(users)
    .where(or(eq(users.username, email), eq(users.email, email)));
}

export async function markUserLogin(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, userId));
}
