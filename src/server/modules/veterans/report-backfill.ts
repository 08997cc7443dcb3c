import type { Database } from '@server/db/client';
import { sql } from 'drizzle-orm';

const reportedPerson = sql.raw(`jsonb_build_object('name', v."name", 'phone', v."phone", 'email', v."email",
  'zipCode', v."zip_code")`);

/**
 * Intake reports for records written without an intake (the demo data's bulk inserts): each referral, match
 * request and co-living application, and each person with none, gets the report its intake would have kept
 * (the person's details as they stand). The same statements as migration 0015's backfill; idempotent.
 */
export async function recordMissingIntakeReports(db: Database): Promise<void> {
  await db.execute(sql`
    insert into intake_reports (veteran_id, kind, subject_id, organization_id, linked, reported, created_at)
    select r.veteran_id, 'referral', r.id, r.organization_id, false,
      jsonb_strip_nulls(${reportedPerson} || jsonb_build_object('urgency', r.urgency,
        'caseManagerEmail', r.case_manager_email, 'additionalNotes', r.needs_description)), r.created_at
    from referrals r join veterans v on v.id = r.veteran_id
    where not exists (select 1 from intake_reports ir where ir.subject_id = r.id)`);
  await db.execute(sql`
    insert into intake_reports (veteran_id, kind, subject_id, organization_id, linked, reported, created_at)
    select m.veteran_id, 'match_request', m.id, null, false, jsonb_strip_nulls(${reportedPerson}), m.created_at
    from matches m join veterans v on v.id = m.veteran_id
    where m.origin = 'veteran_request' and not exists (select 1 from intake_reports ir where ir.subject_id = m.id)`);
  await db.execute(sql`
    insert into intake_reports (veteran_id, kind, subject_id, organization_id, linked, reported, created_at)
    select a.veteran_id, 'co_living_application', a.id, a.organization_id, false,
      jsonb_strip_nulls(${reportedPerson} || jsonb_build_object('caseManagerEmail', a.case_manager_email)), a.created_at
    from co_living_applications a join veterans v on v.id = a.veteran_id
    where not exists (select 1 from intake_reports ir where ir.subject_id = a.id)`);
  await db.execute(sql`
    insert into intake_reports (veteran_id, kind, subject_id, organization_id, linked, reported, created_at)
    select v.id, 'seed', null, v.organization_id, false,
      jsonb_strip_nulls(${reportedPerson} || jsonb_build_object('urgency', v.urgency, 'hasVoucher', v.has_voucher,
        'caseManagerEmail', v.case_manager_email)), v.created_at
    from veterans v
    where not exists (select 1 from intake_reports ir where ir.veteran_id = v.id)`);
}
