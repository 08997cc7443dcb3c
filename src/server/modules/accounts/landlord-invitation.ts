import { randomBytes } from 'node:crypto';
import type { Database } from '@server/db/client';
import { landlords, users } from '@server/db/schema';
import { insertLandlords, updateLandlord } from '@server/modules/properties';
import { recordAudit } from '@server/plugins/audit';
import { createAccountLink, hashPassword } from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import { normalizeEmail } from '@shared/contracts/common';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';

export const EMAIL_IS_ADMIN_MESSAGE =
  "This email address signs in to an admin account, so it can't also be a landlord account. Ask for another address.";

export interface LandlordInvitee {
  name: string;
  email: string;
  phone: string | null;
  /** Marks the landlord record as a housing professional (an approved partner application). */
  housingProfessional: boolean;
}

export interface LandlordInvitation {
  landlordId: string;
  /** The one-time link that sets the account's password; null when the person already had a confirmed account. */
  linkId: string | null;
}

/**
 * Gives a person a landlord account in the caller's transaction (decision 0011's invitations): someone who
 * already signs in as a landlord with this email keeps their account and record (marked as asked); anyone else
 * gets a landlord user with no usable password, the landlord record (one they listed under this email without
 * an account is linked, not duplicated) and a one-time invitation link to set the password. A landlord who
 * signed up but never confirmed the email gets the link too. Only the holder of the address can use the
 * account. An address that signs in as an admin is refused (409).
 */
export async function inviteLandlordAccount(
  tx: Database,
  invitee: LandlordInvitee,
  inviter: { id: string; ip: string },
): Promise<LandlordInvitation> {
  const email = normalizeEmail(invitee.email);
  const mark = invitee.housingProfessional ? { housingProfessional: true } : {};
  const [user] = await tx
    .select({ id: users.id, role: users.role, confirmed: users.emailConfirmedAt })
    .from(users)
    .where(or(eq(users.email, email), eq(users.username, email)))
    .limit(1);
  if (user && user.role !== 'landlord') throw new HttpError(409, EMAIL_IS_ADMIN_MESSAGE);

  let userId = user?.id;
  let linkId: string | null = null;
  if (!userId) {
    // nobody knows this password: the account opens only through the link sent to the address
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const [created] = await tx
      .insert(users)
      .values({ username: email, email, passwordHash, role: 'landlord', displayName: invitee.name })
      .returning({ id: users.id });
    if (!created) throw new Error('landlord user was not created');
    userId = created.id;
  }
  // a new account, or one whose sign-up was never confirmed: only the link opens it
  if (!user?.confirmed)
    linkId = (await createAccountLink(tx, { purpose: 'invitation', email, subject: { userId } })).id;

  const [own] = await tx
    .select({ id: landlords.id })
    .from(landlords)
    .where(
      user
        ? eq(landlords.userId, userId)
        : and(isNull(landlords.userId), sql`lower(${landlords.email}) = ${email}`),
    )
    .orderBy(desc(landlords.createdAt))
    .limit(1);
  let landlordId = own?.id;
  if (landlordId) {
    await updateLandlord(tx, landlordId, { userId, ...mark });
  } else {
    [landlordId] = await insertLandlords(tx, [
      { userId, name: invitee.name, email, phone: invitee.phone, ...mark },
    ]);
    if (!landlordId) throw new Error('landlord was not created');
  }

  await recordAudit(tx, {
    action: linkId ? 'landlord.invitation_sent' : 'landlord.account_linked',
    actorType: 'admin',
    actorId: inviter.id,
    ip: inviter.ip,
    targetType: 'landlord',
    targetId: landlordId,
    details: { userId, housingProfessional: invitee.housingProfessional },
  });
  return { landlordId, linkId };
}
