import { type Database, withTransaction } from '@server/db/client';
import { organizations, partnerCredentials, users } from '@server/db/schema';
import { createAdminUser, createPartnerOrganization, inviteOrganization } from '@server/modules/accounts';
import { recordAudit } from '@server/plugins/audit';
import { hashChosenPassword } from '@server/plugins/auth';
import { slugify } from '@shared/domain/slug';
import { eq, like, or } from 'drizzle-orm';
import type { CreateAdminArgs, CreatePartnerArgs } from './args';
import { CliError, isUniqueViolation } from './errors';
import { checkPassword } from './password';

export { slugify };

const usernameTaken = (username: string) =>
  new CliError(`The username "${username}" is already taken. Choose another one; nothing was created.`);
const userEmailTaken = (email: string) =>
  new CliError(`Another account already uses the email ${email}. Choose another one; nothing was created.`);
const emailTaken = (email: string) =>
  new CliError(`A partner sign-in with the email ${email} already exists; nothing was created.`);

/** Creates an admin (npm run create-admin); answers what to print. */
export async function createAdmin(
  db: Database,
  input: CreateAdminArgs & { password: string },
): Promise<{ id: string; username: string; displayName: string }> {
  const username = input.username.trim().toLowerCase();
  const displayName = input.displayName ?? username;
  const { email } = input;
  const words = [username, displayName, email];
  const password = checkPassword(input.password, words);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (existing) throw usernameTaken(username);
  if (email) {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (owner) throw userEmailTaken(email);
  }
  const passwordHash = await hashChosenPassword(password, words);
  try {
    return await withTransaction(db, async (t) => {
      const { id } = await createAdminUser(t, { username, passwordHash, displayName, email });
      await recordAudit(t, { action: 'admin.create', actorType: 'system', targetType: 'user', targetId: id });
      return { id, username, displayName };
    });
  } catch (error) {
    // someone took the name or the email between the check and the insert
    if (isUniqueViolation(error)) throw usernameTaken(username);
    throw error;
  }
}

/** `base`, or `base-2`, `base-3`... whichever is free. */
async function uniqueSlug(db: Database, base: string): Promise<string> {
  const rows = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(or(eq(organizations.slug, base), like(organizations.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export interface CreatedPartner {
  organizationId: string;
  slug: string;
  city: string;
  state: string;
  /** With --invite: when the emailed link stops working. */
  invitationExpiresAt?: string;
}

/**
 * Creates a partner organisation (npm run create-partner) with its sign-in, or, without a password
 * (--invite), with an invitation to set one queued for its email, in the same transaction.
 */
export async function createPartner(
  db: Database,
  input: CreatePartnerArgs & { password?: string },
): Promise<CreatedPartner> {
  const words = [input.name, input.email];
  const password = input.password === undefined ? undefined : checkPassword(input.password, words);
  const passwordHash = password === undefined ? undefined : await hashChosenPassword(password, words);
  const [existing] = await db
    .select({ id: partnerCredentials.id })
    .from(partnerCredentials)
    .where(eq(partnerCredentials.email, input.email));
  if (existing) throw emailTaken(input.email);
  const slug = await uniqueSlug(db, slugify(input.name));
  const { place } = input;
  try {
    const { organizationId, invitationExpiresAt } = await withTransaction(db, async (t) => {
      const created = await createPartnerOrganization(t, {
        organization: {
          slug,
          name: input.name,
          city: place.city,
          state: place.state,
          zipCode: place.zipCode,
          latitude: place.latitude,
          longitude: place.longitude,
          email: input.email,
          integrationTier: input.tier,
          serviceCategories: input.services,
        },
        email: input.email,
        passwordHash,
      });
      await recordAudit(t, {
        action: 'organization.create',
        actorType: 'system',
        targetType: 'organization',
        targetId: created.organizationId,
        details: { tier: input.tier },
      });
      if (passwordHash !== undefined) return { ...created, invitationExpiresAt: undefined };
      const invitation = await inviteOrganization(t, created.organizationId, { type: 'system' });
      return { ...created, invitationExpiresAt: invitation.expiresAt };
    });
    return { organizationId, slug, city: place.city, state: place.state, invitationExpiresAt };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new CliError(
        `The email ${input.email} or the profile address /partner/${slug} was taken meanwhile. Run the command again.`,
      );
    }
    throw error;
  }
}
