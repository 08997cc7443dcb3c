import { intakeReports, referrals, veterans } from '@server/db/schema';
import type { IntakeReported } from '@shared/domain/person-records';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A partner reads what was sent to it: the referred veteran's name and contact details as the referral's own
 * intake said them (its `intake_reports` row), never the person on record, who may hold more than was sent or
 * belong to another organisation (decision 0030). A referral kept before intake reports existed (the demo data)
 * has none and reads its person, whom it made.
 */
export const referralReportJoin = eq(intakeReports.subjectId, referrals.id);

const reported = (key: keyof IntakeReported, kept: PgColumn, fallback: SQL = sql`null`): SQL<string | null> =>
  sql`case when ${intakeReports.id} is null then ${kept} else coalesce(${intakeReports.reported} ->> ${sql.raw(`'${key}'`)}, ${fallback}) end`;

export const reportedName = reported('name', veterans.name);
export const reportedPhone = reported('phone', veterans.phone);
export const reportedEmail = reported('email', veterans.email);
export const reportedZip = reported('zipCode', veterans.zipCode, sql`''`) as SQL<string>;
