import type { Database } from '@server/db/client';
import { organizations, partnerCredentials, users } from '@server/db/schema';
import type { AccountLinkRow, AccountLinkSubject } from '@server/plugins/auth';
import type { AccountLinkRequest, AccountLinkView } from '@shared/contracts/account-recovery';
import { and, eq } from 'drizzle-orm';

export interface AccountWithEmail {
  subject: AccountLinkSubject;
  /** The organisation or user id (the message's recipient). */
  id: string;
  /** Where its link goes. */
  email: string;
}

/**
 * The accounts a link request names: by email, an organisation's active partner sign-in, a landlord or admin; by
 * username, the account signing in with it, when it has an email to send the link to.
 */
export async function findAccountsFor(db: Database, who: AccountLinkRequest): Promise<AccountWithEmail[]> {
  if ('username' in who) {
    const [person] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.username, who.username));
    return person?.email ? [{ id: person.id, email: person.email, subject: { userId: person.id } }] : [];
  }
  const { email } = who;
  const partners = await db
    .select({ id: partnerCredentials.organizationId })
    .from(partnerCredentials)
    .where(and(eq(partnerCredentials.email, email), eq(partnerCredentials.isActive, true)));
  const people = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return [
    ...partners.map(({ id }) => ({ id, email, subject: { organizationId: id } })),
    ...people.map(({ id }) => ({ id, email, subject: { userId: id } })),
  ];
}

async function findCredential(db: Database, organizationId: string) {
  const [row] = await db
    .select()
    .from(partnerCredentials)
    .where(eq(partnerCredentials.organizationId, organizationId));
  return row ?? null;
}

/**
 * Whose password a live link sets, as the reset page shows it; null when the account can no longer use it
 * (deleted, or a reset link for a partner sign-in that was turned off).
 */
export async function describeLinkAccount(
  db: Database,
  link: AccountLinkRow,
): Promise<AccountLinkView | null> {
  const { purpose } = link;
  if (link.userId) {
    const [user] = await db.select().from(users).where(eq(users.id, link.userId));
    if (!user) return null;
    const account = user.role === 'admin' ? 'admin' : 'landlord';
    return { purpose, account, signInName: user.username, organizationName: null };
  }
  if (!link.organizationId) return null;
  const [organization] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, link.organizationId));
  if (!organization) return null;
  const credential = await findCredential(db, link.organizationId);
  if ((purpose === 'password_reset' || purpose === 'sign_in') && !credential?.isActive) return null;
  const signInName = credential?.email ?? link.email;
  return { purpose, account: 'partner', signInName, organizationName: organization.name };
}

/** What the account is called (names, emails, username): a new password must not be built from them. */
export async function accountWords(db: Database, link: AccountLinkRow): Promise<(string | null)[]> {
  if (link.userId) {
    const [user] = await db
      .select({ username: users.username, name: users.displayName, email: users.email })
      .from(users)
      .where(eq(users.id, link.userId));
    return [link.email, user?.username ?? null, user?.name ?? null, user?.email ?? null];
  }
  if (!link.organizationId) return [link.email];
  const [organization] = await db
    .select({ name: organizations.name, email: organizations.email })
    .from(organizations)
    .where(eq(organizations.id, link.organizationId));
  return [link.email, organization?.name ?? null, organization?.email ?? null];
}

export async function setUserPassword(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * Sets an organisation's partner password. An invitation creates the sign-in (with the invited address)
 * when there is none and turns a switched-off one back on; a reset only changes an active one.
 * Answers false when the invited address already signs in for another organisation.
 */
export async function setPartnerPassword(
  db: Database,
  link: AccountLinkRow & { organizationId: string },
  passwordHash: string,
): Promise<boolean> {
  const credential = await findCredential(db, link.organizationId);
  if (credential) {
    const reactivate = link.purpose === 'invitation' ? { isActive: true } : {};
    await db
      .update(partnerCredentials)
      .set({ passwordHash, ...reactivate })
      .where(eq(partnerCredentials.id, credential.id));
    return true;
  }
  const [taken] = await db
    .select({ id: partnerCredentials.id })
    .from(partnerCredentials)
    .where(eq(partnerCredentials.email, link.email));
  if (taken) return false;
  await db
    .insert(partnerCredentials)
    .values({ organizationId: link.organizationId, email: link.email, passwordHash });
  return true;
}

/** The organisation's address for an invitation; null when the organisation does not exist. */
export async function findOrganizationEmail(db: Database, organizationId: string) {
  const [row] = await db
    .select({ email: organizations.email })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}
