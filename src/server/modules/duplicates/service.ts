import { type Database, withTransaction } from '@server/db/client';
import { organizations, possibleDuplicates } from '@server/db/schema';
import { closeInboxItemsFor, reopenInboxItemFor } from '@server/modules/inbox';
import { recordAudit } from '@server/plugins/audit';
import type { UserPrincipal } from '@server/plugins/auth';
import { HttpError, notFound } from '@server/plugins/error-handler';
import {
  DUPLICATE_NOT_FOUND_MESSAGE,
  type DuplicateDetail,
  type DuplicatePair,
  MERGE_FIELDS,
  type MergeField,
  PAIR_DECIDED_MESSAGE,
  type PersonDetail,
  type PersonSummary,
} from '@shared/contracts/duplicates';
import { evidenceSentence } from '@shared/domain/person-identity';
import type { DuplicatePairStatus, StoredRow } from '@shared/domain/person-records';
import { eq } from 'drizzle-orm';
import { selectOrganizationPairs, selectOwners, selectPairDetail, selectPairPage } from './repo';
import { PAIR_INBOX_SUMMARY } from './undo';

type PairRow = typeof possibleDuplicates.$inferSelect;

/** A person no longer on record and never merged: shown by id only, so a pair still reads. */
const unknownPerson = (id: string): PersonSummary => ({
  id,
  name: null,
  phone: null,
  email: null,
  zipCode: '',
  organizationName: null,
  createdAt: new Date(0).toISOString(),
});

function toPair(pair: PairRow, personA: PersonSummary | null, personB: PersonSummary | null): DuplicatePair {
  return {
    id: pair.id,
    status: pair.status,
    evidence: pair.evidence,
    evidenceText: evidenceSentence(pair.evidence),
    mergeRequested: pair.mergeRequestedBy !== null,
    createdAt: pair.createdAt.toISOString(),
    people: [personA ?? unknownPerson(pair.veteranAId), personB ?? unknownPerson(pair.veteranBId)],
  };
}

/** An admin's read of personal data, on the audit log: which view, ids and counts only. */
const readAudit = (
  admin: UserPrincipal,
  details: Record<string, unknown>,
  target?: { type: 'veteran' | 'possible_duplicate'; id: string },
) => ({
  action: 'veterans.read',
  actorType: 'admin' as const,
  actorId: admin.id,
  targetType: target?.type ?? 'veteran',
  ...(target ? { targetId: target.id } : {}),
  details,
});

/** GET /api/admin/duplicates: one page of pairs in a status with both people; the read is audited. */
export async function listPairs(
  db: Database,
  admin: UserPrincipal,
  query: { status: DuplicatePairStatus; limit: number; offset: number },
) {
  const { rows, total } = await selectPairPage(db, query);
  await recordAudit(
    db,
    readAudit(admin, { view: 'duplicates', status: query.status, count: rows.length, offset: query.offset }),
  );
  return { items: rows.map((row) => toPair(row.pair, row.personA, row.personB)), total };
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The merged person as the merge's before-image kept them: everything attached now belongs to the survivor. */
function mergedPerson(row: StoredRow): PersonDetail {
  return {
    id: String(row.id),
    name: text(row.name),
    phone: text(row.phone),
    email: text(row.email),
    zipCode: text(row.zip_code) ?? '',
    organizationName: null,
    createdAt: new Date(String(row.created_at)).toISOString(),
    dischargeStatus: text(row.discharge_status) as PersonDetail['dischargeStatus'],
    urgency: (text(row.urgency) ?? 'normal') as PersonDetail['urgency'],
    hasVoucher: row.has_voucher === true,
    requiresAccessibility: row.requires_accessibility === true,
    hasPet: row.has_pet === true,
    maxRentCents: typeof row.max_rent_cents === 'number' ? row.max_rent_cents : null,
    caseManagerEmail: text(row.case_manager_email),
    additionalNotes: text(row.additional_notes),
    organizationId: text(row.organization_id),
    source: text(row.source) ?? 'referral',
    attached: {
      referrals: [],
      matches: [],
      placements: [],
      coLivingApplications: [],
      households: [],
      intakeReports: [],
    },
  };
}

const fieldOf = (person: PersonDetail, field: MergeField) => person[field];

/** The merge fields on which the two people differ: the admin chooses a value for each. */
export const differingFields = (a: PersonDetail, b: PersonDetail): MergeField[] =>
  MERGE_FIELDS.filter((field) => (fieldOf(a, field) ?? null) !== (fieldOf(b, field) ?? null));

/** GET /api/admin/duplicates/{pairId}: both people in full, side by side, and the latest merge; audited. */
export async function pairDetail(
  db: Database,
  admin: UserPrincipal,
  pairId: string,
): Promise<DuplicateDetail> {
  const row = await selectPairDetail(db, pairId);
  if (!row) throw notFound(DUPLICATE_NOT_FOUND_MESSAGE);
  const merged = row.merge?.mergeId && !row.merge.undoneAt ? row.merge.mergedRow : null;
  const asMerged = (id: string) => (merged && merged.id === id ? mergedPerson(merged) : null);
  const people = [row.personA ?? asMerged(row.pair.veteranAId), row.personB ?? asMerged(row.pair.veteranBId)];
  if (!people[0] || !people[1]) throw notFound(DUPLICATE_NOT_FOUND_MESSAGE);
  const [a, b] = people as [PersonDetail, PersonDetail];
  await recordAudit(
    db,
    readAudit(admin, { view: 'duplicate' }, { type: 'possible_duplicate', id: row.pair.id }),
  );
  const { people: _, ...pair } = toPair(row.pair, a, b);
  return {
    ...pair,
    people: [a, b],
    differingFields: differingFields(a, b),
    merge: row.merge?.mergeId
      ? {
          id: row.merge.mergeId,
          survivorId: row.merge.survivorId,
          mergedAt: row.merge.mergedAt.toISOString(),
          undoneAt: row.merge.undoneAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** The pair, locked for the decision in hand; 404 when there is none. */
async function lockPair(tx: Database, pairId: string): Promise<PairRow> {
  const [pair] = await tx
    .select()
    .from(possibleDuplicates)
    .where(eq(possibleDuplicates.id, pairId))
    .for('update');
  if (!pair) throw notFound(DUPLICATE_NOT_FOUND_MESSAGE);
  return pair;
}

/** "Different people": the pair is dismissed for good (its unique row keeps it from being flagged again). */
export async function dismissPair(db: Database, admin: UserPrincipal, pairId: string) {
  return withTransaction(db, async (tx) => {
    const pair = await lockPair(tx, pairId);
    if (pair.status !== 'open') throw new HttpError(409, PAIR_DECIDED_MESSAGE);
    await tx
      .update(possibleDuplicates)
      .set({ status: 'dismissed', decidedBy: admin.id, decidedAt: new Date() })
      .where(eq(possibleDuplicates.id, pairId));
    await closeInboxItemsFor(tx, 'possible_duplicate', pairId, {
      body: 'Dismissed: different people',
      authorId: admin.id,
    });
    await recordAudit(tx, {
      action: 'veteran.duplicate_dismissed',
      actorType: 'admin',
      actorId: admin.id,
      targetType: 'possible_duplicate',
      targetId: pairId,
      details: { pairId, veteranIds: [pair.veteranAId, pair.veteranBId] },
    });
    return { id: pairId, status: 'dismissed' as const };
  });
}

/** GET /api/partner/duplicates: open pairs of two people the organisation owns, nobody else's. */
export async function organizationPairs(db: Database, organizationId: string): Promise<DuplicatePair[]> {
  const rows = await selectOrganizationPairs(db, organizationId);
  return rows.map((row) => toPair(row.pair, row.personA, row.personB));
}

/**
 * A case worker asks an admin to merge two of their own people: noted on the pair and on its inbox item. A pair
 * that is not entirely theirs is unknown to them (404); a decided pair answers 409.
 */
export async function requestMerge(db: Database, organizationId: string, pairId: string) {
  return withTransaction(db, async (tx) => {
    const pair = await lockPair(tx, pairId);
    const owners = await selectOwners(tx, [pair.veteranAId, pair.veteranBId]);
    const theirs = owners.length === 2 && owners.every((owner) => owner.organizationId === organizationId);
    if (!theirs) throw notFound(DUPLICATE_NOT_FOUND_MESSAGE);
    if (pair.status !== 'open') throw new HttpError(409, PAIR_DECIDED_MESSAGE);
    await tx
      .update(possibleDuplicates)
      .set({ mergeRequestedBy: organizationId })
      .where(eq(possibleDuplicates.id, pairId));
    const [organization] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    await reopenInboxItemFor(
      tx,
      { type: 'possible_duplicate', subjectId: pairId, summary: PAIR_INBOX_SUMMARY },
      {
        kind: 'note',
        body: `${organization?.name ?? 'A partner organization'} asked an admin to merge these two people.`,
      },
    );
    await recordAudit(tx, {
      action: 'veteran.merge_requested',
      actorType: 'partner',
      actorId: organizationId,
      targetType: 'possible_duplicate',
      targetId: pairId,
      details: { pairId },
    });
    return { id: pairId, mergeRequested: true as const };
  });
}
