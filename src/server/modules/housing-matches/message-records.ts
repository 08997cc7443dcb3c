import type { Database } from '@server/db/client';
import { oneRecord } from '@server/db/json-records';
import { intakeReports, landlords, matches, properties, veterans } from '@server/db/schema';
import { eq, type SQL, sql } from 'drizzle-orm';

/** A match with its home, the veteran's addresses (their request's too) and the home's landlord account. */
export const matchRequestRecord = (db: Database, matchId: SQL) =>
  oneRecord(
    db
      .select({
        matchId: matches.id,
        veteranId: matches.veteranId,
        reference: matches.reference,
        declineReason: matches.declineReason,
        address: properties.address,
        city: properties.city,
        state: properties.state,
        email: veterans.email,
        landlordEmail: sql<string | null>`${landlords.email}`.as('landlord_email'),
        landlordUserId: sql<string | null>`${landlords.userId}`.as('landlord_user_id'),
        intake: sql<{
          email?: string | null;
          linked: boolean;
        } | null>`case when ${intakeReports.id} is null then null
          else json_build_object('email', ${intakeReports.reported}->>'email', 'linked', ${intakeReports.linked}) end`.as(
          'intake',
        ),
      })
      .from(matches)
      .innerJoin(properties, eq(properties.id, matches.propertyId))
      .innerJoin(veterans, eq(veterans.id, matches.veteranId))
      .leftJoin(landlords, eq(landlords.id, properties.landlordId))
      .leftJoin(intakeReports, eq(intakeReports.subjectId, matches.id))
      .where(eq(matches.id, matchId)),
  );
