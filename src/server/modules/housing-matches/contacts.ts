import type { Database } from '@server/db/client';
import { landlords, matches, organizations, properties, veterans } from '@server/db/schema';
import { recordAudit } from '@server/plugins/audit';
import type { UserPrincipal } from '@server/plugins/auth';
import { notFound } from '@server/plugins/error-handler';
import type { MatchContacts } from '@shared/contracts/housing-dashboard';
import { eq } from 'drizzle-orm';

/** The audit action of every read of a veteran's contact details on a match (admins and landlords). */
export const CONTACT_VIEWED_ACTION = 'veteran.contact_viewed';
const MATCH_NOT_FOUND = 'Match not found';

async function selectContacts(db: Database, matchId: string) {
  const [row] = await db
    .select({
      veteranName: veterans.name,
      veteranPhone: veterans.phone,
      veteranEmail: veterans.email,
      caseManagerEmail: veterans.caseManagerEmail,
      organizationId: organizations.id,
      organizationName: organizations.name,
      organizationPhone: organizations.phone,
      organizationEmail: organizations.email,
      landlordId: landlords.id,
      landlordName: landlords.name,
      landlordPhone: landlords.phone,
      landlordEmail: landlords.email,
    })
    .from(matches)
    .innerJoin(veterans, eq(veterans.id, matches.veteranId))
    .innerJoin(properties, eq(properties.id, matches.propertyId))
    .leftJoin(organizations, eq(organizations.id, veterans.organizationId))
    .leftJoin(landlords, eq(landlords.id, properties.landlordId))
    .where(eq(matches.id, matchId));
  return row;
}

/**
 * Who must act on a match, for an admin: the veteran, their case manager and referring organisation, and
 * the landlord. Each read is a deliberate act on the audit log: the contacts are answered only once it is
 * recorded (no transaction: the read changes nothing, so a failed record leaves nothing to undo).
 */
export async function matchContactsForAdmin(
  db: Database,
  matchId: string,
  admin: UserPrincipal,
): Promise<MatchContacts> {
  const row = await selectContacts(db, matchId);
  if (!row) throw notFound(MATCH_NOT_FOUND);
  await recordAudit(db, {
    action: CONTACT_VIEWED_ACTION,
    actorType: 'admin',
    actorId: admin.id,
    targetType: 'match',
    targetId: matchId,
    details: { matchId },
  });
  return {
    matchId,
    veteran: { name: row.veteranName, phone: row.veteranPhone, email: row.veteranEmail },
    caseManagerEmail: row.caseManagerEmail,
    organization: row.organizationId
      ? { name: row.organizationName, phone: row.organizationPhone, email: row.organizationEmail }
      : null,
    landlord: row.landlordId
      ? { name: row.landlordName, phone: row.landlordPhone, email: row.landlordEmail }
      : null,
  };
}
