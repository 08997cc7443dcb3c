import type { Database } from '@server/db/client';
import { oneRecord } from '@server/db/json-records';
import { accountTokens, organizations, partnerCredentials, users } from '@server/db/schema';
import { eq, type SQL, sql } from 'drizzle-orm';

// The accounts' records messages are worded from, read beside the message.

export const organizationAddressRecord = (db: Database, organizationId: SQL) =>
  oneRecord(
    db
      .select({ name: organizations.name, email: organizations.email, active: partnerCredentials.isActive })
      .from(organizations)
      .leftJoin(partnerCredentials, eq(partnerCredentials.organizationId, organizations.id))
      .where(eq(organizations.id, organizationId)),
  );

export const signInOf = (active: boolean | null) =>
  active === null ? 'none' : active ? 'active' : 'switched_off';

export const userAddresseeRecord = (db: Database, userId: SQL) =>
  oneRecord(
    db.select({ role: users.role, displayName: users.displayName }).from(users).where(eq(users.id, userId)),
  );

export const accountLinkRecord = (db: Database, linkId: SQL) =>
  oneRecord(
    db
      .select({
        id: accountTokens.id,
        purpose: accountTokens.purpose,
        email: accountTokens.email,
        expiresAt: accountTokens.expiresAt,
        usedAt: accountTokens.usedAt,
        organization: organizationAddressRecord(db, sql`${accountTokens.organizationId}`).as('organization'),
        user: userAddresseeRecord(db, sql`${accountTokens.userId}`).as('user'),
      })
      .from(accountTokens)
      .where(eq(accountTokens.id, linkId)),
  );
