import type { Database } from '@server/db/client';
import { oneRecord } from '@server/db/json-records';
import { intakeReports, veterans } from '@server/db/schema';
import { eq, type SQL, sql } from 'drizzle-orm';

// Where a veteran's messages go, as other modules' messages read it beside the message.

export const veteranAddressesRecord = (db: Database, veteranId: SQL) =>
  oneRecord(
    db
      .select({ email: veterans.email, caseManagerEmail: veterans.caseManagerEmail })
      .from(veterans)
      .where(eq(veterans.id, veteranId)),
  );

/** What one intake gave as its case worker's email, whether it was linked, and the person's own on record. */
export const intakeAddressesRecord = (db: Database, intakeId: SQL) =>
  oneRecord(
    db
      .select({
        given: sql<string | null>`${intakeReports.reported}->>'caseManagerEmail'`.as('given'),
        linked: intakeReports.linked,
        onRecord: veterans.caseManagerEmail,
        givenEmail: sql<string | null>`${intakeReports.reported}->>'email'`.as('given_email'),
        /** Linked to a person the intake's own organisation owns: only then may the veteran's own email stand in. */
        ownLinked:
          sql<boolean>`(${intakeReports.linked} and ${intakeReports.organizationId} is not distinct from ${veterans.organizationId} and ${intakeReports.organizationId} is not null)`.as(
            'own_linked',
          ),
        onRecordEmail: veterans.email,
      })
      .from(intakeReports)
      .innerJoin(veterans, eq(veterans.id, intakeReports.veteranId))
      .where(eq(intakeReports.id, intakeId)),
  );
