import type { Database } from '@server/db/client';
import { openInboxItem } from '@server/modules/inbox';
import { recordAudit } from '@server/plugins/audit';
import { normalizeEmail, phoneDigits } from '@shared/contracts/common';
import {
  identityDecision,
  normalisedName,
  type PersonIdentity,
  pairsToReview,
} from '@shared/domain/person-identity';
import type { IntakeKind, IntakeReported } from '@shared/domain/person-records';
import { mergedSource, type VeteranSource } from '@shared/domain/veteran-record';
import { insertIntakeReport, insertPossibleDuplicate } from './identity-repo';
import {
  insertVeteran,
  lockIdentityName,
  selectIdentityCandidates,
  updateVeteran,
  type VeteranInsert,
  type VeteranRow,
} from './repo';
import { appendPersonEvent, type EventRecorder } from './timeline';

/** What an intake knows about a veteran; phone and email as typed (they are normalised here). */
export type VeteranIntake = Omit<VeteranInsert, 'id' | 'createdAt' | 'source'> & {
  source: VeteranSource;
  /** Where the person is staying (HMIS 3.917 code) and since when they have been homeless (yyyy-mm-dd). */
  livingSituation?: number | null;
  homelessSince?: string | null;
  /** What chronic status needs (HMIS 3.08, 3.917.4, 3.917.5): kept on the `identified` event. */
  disablingCondition?: boolean | null;
  timesHomeless?: 1 | 2 | 3 | 4 | null;
  monthsHomeless?: number | null;
  /** When the intake happened, when its write path already holds that moment (so its offers follow it). */
  identifiedAt?: Date;
};

/**
 * Who sends the intake. A signed-out form (`signedIn` null) never changes a person on record; a signed-in
 * case worker may update the people their organisation owns, an admin anyone, each change audited.
 * `organizationId` on the intake is who owns a person the intake creates.
 */
export interface IntakeSender {
  kind: IntakeKind;
  signedIn: { organizationId: string } | { adminId: string } | null;
  ip?: string | null;
}

export interface RegisteredVeteran {
  id: string;
  /** True when the intake was attached to a person already on record (the same name and phone or email). */
  linked: boolean;
  /** The intake's own report: attach the request, referral or application it made with `attachIntakeReport`. */
  reportId: string;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Phones are stored as their 10 digits, emails in lower case: that is how people are found again. */
function normalise({
  livingSituation: _situation,
  homelessSince: _since,
  disablingCondition: _disabling,
  timesHomeless: _times,
  monthsHomeless: _months,
  identifiedAt: _at,
  ...intake
}: VeteranIntake): VeteranIntake {
  const phone = blankToNull(intake.phone);
  const email = blankToNull(intake.email);
  const caseManagerEmail = blankToNull(intake.caseManagerEmail);
  return {
    ...intake,
    name: blankToNull(intake.name),
    phone: phone ? phoneDigits(phone) : null,
    email: email ? normalizeEmail(email) : null,
    ...(intake.caseManagerEmail !== undefined
      ? { caseManagerEmail: caseManagerEmail ? normalizeEmail(caseManagerEmail) : null }
      : {}),
  };
}

const REPORTED_KEYS = [
  'name',
  'phone',
  'email',
  'zipCode',
  'dischargeStatus',
  'hasVoucher',
  'giBill',
  'disability',
  'employment',
  'requiresAccessibility',
  'hasPet',
  'urgency',
  'maxRentCents',
  'caseManagerEmail',
  'additionalNotes',
] as const satisfies readonly (keyof IntakeReported & keyof VeteranIntake)[];

/** What the intake said, as it said it: kept with what it made, shown as that intake's own words. */
function reportedBy(intake: VeteranIntake): IntakeReported {
  const reported: Record<string, unknown> = {};
  for (const key of REPORTED_KEYS) if (intake[key] !== undefined) reported[key] = intake[key];
  return reported as IntakeReported;
}

const identityOf = (row: Pick<VeteranRow, 'name' | 'phone' | 'email' | 'zipCode'>): PersonIdentity => ({
  name: row.name,
  phone: row.phone,
  email: row.email,
  zipCode: row.zipCode,
});

/** Situation fields a case worker of the owning organisation (or an admin) may bring up to date. */
const UPDATABLE = REPORTED_KEYS.filter((key) => key !== 'name' && key !== 'phone' && key !== 'email');

function changesFor(known: VeteranRow, intake: VeteranIntake): Partial<VeteranInsert> {
  const changes: Record<string, unknown> = {};
  for (const key of UPDATABLE) {
    const value = intake[key];
    if (value !== undefined && value !== null && value !== known[key]) changes[key] = value;
  }
  return changes as Partial<VeteranInsert>;
}

function recorderOf(sender: IntakeSender): EventRecorder {
  if (sender.kind === 'seed') return { kind: 'system', id: null };
  if (sender.signedIn === null) return { kind: 'public', id: null };
  return 'adminId' in sender.signedIn
    ? { kind: 'admin', id: sender.signedIn.adminId }
    : { kind: 'partner', id: sender.signedIn.organizationId };
}

const callerOrganization = (sender: IntakeSender) =>
  sender.signedIn && 'organizationId' in sender.signedIn ? sender.signedIn.organizationId : null;

const mayUpdate = (sender: IntakeSender, known: VeteranRow) =>
  sender.signedIn !== null &&
  ('adminId' in sender.signedIn || sender.signedIn.organizationId === known.organizationId);

/**
 * Whether the sender may be attached to this person: anyone may attach a request to a person on strong
 * evidence (they learn nothing back), but a signed-in case worker works only with the people their
 * organisation owns; for anyone else's person they get their own record, paired for an admin to review.
 */
const mayLink = (sender: IntakeSender, known: VeteranRow) =>
  sender.signedIn === null ||
  'adminId' in sender.signedIn ||
  sender.signedIn.organizationId === known.organizationId;

async function updateKnown(tx: Database, known: VeteranRow, values: VeteranIntake, sender: IntakeSender) {
  const changes: Partial<VeteranInsert> = mayUpdate(sender, known) ? changesFor(known, values) : {};
  const source = mergedSource(known.source, values.source);
  if (source !== known.source) changes.source = source;
  await updateVeteran(tx, known.id, changes);
  const changed = Object.keys(changes).filter((key) => key !== 'source');
  if (changed.length === 0 || sender.signedIn === null) return;
  const actor =
    'adminId' in sender.signedIn
      ? { actorType: 'admin' as const, actorId: sender.signedIn.adminId }
      : { actorType: 'partner' as const, actorId: sender.signedIn.organizationId };
  await recordAudit(tx, {
    action: 'veteran.updated',
    ...actor,
    targetType: 'veteran',
    targetId: known.id,
    ...(sender.ip ? { ip: sender.ip } : {}),
    details: {
      through: sender.kind,
      before: Object.fromEntries(changed.map((key) => [key, known[key as keyof VeteranRow] ?? null])),
      after: Object.fromEntries(changed.map((key) => [key, changes[key as keyof VeteranInsert] ?? null])),
    },
  });
}

/**
 * The one write path for veteran records (decision 0030). An intake is attached to a person on record only on
 * strong evidence (`identityDecision`); anything weaker makes a new person and a possible-duplicate pair for
 * an admin. What the intake said is kept as its report either way; nothing on a known person is overwritten
 * unless the sender may update them.
 */
export async function registerVeteran(
  tx: Database,
  intake: VeteranIntake,
  sender: IntakeSender,
  /**
   * The path's own say on attaching its request to this person on record (co-living: not when the person has an
   * application in review from another case manager); refused, the intake is a new person, paired for an admin.
   */
  attachable: (personId: string) => Promise<boolean> = async () => true,
): Promise<RegisteredVeteran> {
  const values = normalise(intake);
  const identity = identityOf({
    name: values.name ?? null,
    phone: values.phone ?? null,
    email: values.email ?? null,
    zipCode: values.zipCode,
  });
  // two intakes of one person at the same moment are taken one after the other, so the second finds the first
  if (values.name) await lockIdentityName(tx, normalisedName(values.name));
  const candidates = await selectIdentityCandidates(tx, identity);
  const decided = candidates.map((row) => ({ row, decision: identityDecision(identity, identityOf(row)) }));
  let same: (typeof decided)[number] | undefined;
  for (const candidate of decided) {
    if (candidate.decision !== 'same_person' || !mayLink(sender, candidate.row)) continue;
    if (await attachable(candidate.row.id)) {
      same = candidate;
      break;
    }
  }
  const organizationId = callerOrganization(sender) ?? values.organizationId ?? null;
  let id: string;
  if (same) {
    id = same.row.id;
    await updateKnown(tx, same.row, values, sender);
  } else {
    id = await insertVeteran(tx, { ...values, organizationId });
    for (const row of pairsToReview(identity, candidates)) {
      const pairId = await insertPossibleDuplicate(tx, id, row.id, identity, identityOf(row));
      if (pairId) {
        await openInboxItem(tx, {
          type: 'possible_duplicate',
          subjectId: pairId,
          summary: 'Two people may be one: compare them before anything is merged',
        });
      }
    }
  }
  const livingSituation = intake.livingSituation ?? null;
  await appendPersonEvent(tx, {
    veteranId: id,
    occurredAt: (intake.identifiedAt ?? new Date()).toISOString(),
    recordedBy: recorderOf(sender),
    organizationId,
    ...(same
      ? { type: 'contacted', details: { livingSituation } }
      : {
          type: 'identified',
          details: {
            livingSituation,
            homelessSince: intake.homelessSince ?? null,
            disablingCondition: intake.disablingCondition ?? null,
            timesHomeless: intake.timesHomeless ?? null,
            monthsHomeless: intake.monthsHomeless ?? null,
          },
        }),
  });
  const reportId = await insertIntakeReport(tx, {
    veteranId: id,
    kind: sender.kind,
    organizationId,
    linked: same !== undefined,
    reported: reportedBy(values),
  });
  return { id, linked: same !== undefined, reportId };
}
