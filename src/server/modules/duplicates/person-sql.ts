import type { Attached, PersonDetail, PersonSummary } from '@shared/contracts/duplicates';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A person as JSON, built in the statement that reads them (decision 0021: one statement per read). Each builder
 * takes the SQL of a veteran id; a person merged away is read from their merge's before-image instead, so a
 * merged pair still shows both people as they were.
 */

/** A timestamp as the API writes it (ISO 8601, UTC, milliseconds). */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const iso = (column: string) => sql.raw(isoText(column));

/** `from` a veterans-shaped row aliased `p` (the live row, or the one kept by the merge), with its organisation. */
const summaryFields = sql.raw(`'id', p.id, 'name', p.name, 'phone', p.phone, 'email', p.email,
  'zipCode', p.zip_code, 'organizationName', po.name`);

const detailFields = sql.raw(`'dischargeStatus', p.discharge_status, 'urgency', p.urgency,
  'hasVoucher', p.has_voucher, 'requiresAccessibility', p.requires_accessibility, 'hasPet', p.has_pet,
  'maxRentCents', p.max_rent_cents, 'caseManagerEmail', p.case_manager_email,
  'additionalNotes', p.additional_notes, 'organizationId', p.organization_id, 'source', p.source`);

const list = (fields: string, from: string, order: string) =>
  sql.raw(`(select coalesce(json_agg(json_build_object(${fields}) order by ${order}), '[]'::json) ${from})`);

/** Everything attached to the person `p`: what an admin compares before deciding. */
const attachedJson = sql`json_build_object(
  'referrals', ${list(
    `'id', r.id, 'reference', r.reference, 'organizationName', ro.name, 'status', r.status, 'createdAt', ${isoText('r.created_at')}`,
    'from referrals r join organizations ro on ro.id = r.organization_id where r.veteran_id = p.id',
    'r.created_at desc, r.id',
  )},
  'matches', ${list(
    `'id', m.id, 'reference', m.reference, 'address', concat_ws(', ', mp.address, mp.city, mp.state),
     'status', m.status, 'origin', m.origin, 'createdAt', ${isoText('m.created_at')}`,
    'from matches m join properties mp on mp.id = m.property_id where m.veteran_id = p.id',
    'm.created_at desc, m.id',
  )},
  'placements', ${list(
    `'id', pl.id, 'propertyAddress', pl.property_address, 'placementDate', pl.placement_date::text,
     'organizationName', plo.name`,
    'from placements pl join organizations plo on plo.id = pl.organization_id where pl.veteran_id = p.id',
    'pl.placement_date desc, pl.id',
  )},
  'coLivingApplications', ${list(
    `'id', a.id, 'reference', a.reference, 'status', a.status,
     'createdAt', ${isoText('a.created_at')}`,
    'from co_living_applications a where a.veteran_id = p.id',
    'a.created_at desc, a.id',
  )},
  'households', ${list(
    `'id', h.id, 'address', concat_ws(', ', hp.address, hp.city, hp.state), 'status', h.status`,
    `from co_living_matches cm join co_living_applications ca on ca.id = cm.application_id
     join co_living_households h on h.id = cm.household_id join properties hp on hp.id = h.property_id
     where ca.veteran_id = p.id and cm.status <> 'declined'`,
    'h.created_at desc, h.id',
  )},
  'intakeReports', ${list(
    `'id', ir.id, 'kind', ir.kind, 'linked', ir.linked, 'reported', ir.reported,
     'createdAt', ${isoText('ir.created_at')}`,
    'from intake_reports ir where ir.veteran_id = p.id',
    'ir.created_at desc, ir.id',
  )}
)`;

/** The person of `id`: the live row, else the one their latest merge kept (null when neither exists). */
function personJson(id: SQL, fields: SQL): SQL {
  return sql`coalesce(
    (select json_build_object(${fields}) from veterans p left join organizations po on po.id = p.organization_id
     where p.id = ${id}),
    (select json_build_object(${fields})
     from veteran_merges vm cross join lateral jsonb_populate_record(null::veterans, vm.before_image->'merged') p
     left join organizations po on po.id = p.organization_id
     where vm.merged_id = ${id} order by vm.merged_at desc limit 1))`;
}

export const personSummaryJson = (id: SQL) =>
  personJson(id, sql`${summaryFields}, 'createdAt', ${iso('p.created_at')}`) as SQL<PersonSummary | null>;

export const personDetailJson = (id: SQL) =>
  personJson(
    id,
    sql`${summaryFields}, 'createdAt', ${iso('p.created_at')}, ${detailFields}, 'attached', ${attachedJson}`,
  ) as SQL<(PersonDetail & { attached: Attached }) | null>;
