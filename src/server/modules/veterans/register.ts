import type { Database } from '@server/db/client';
import { normalizeEmail, phoneDigits } from '@shared/contracts/common';
import { mergedSource, type VeteranSource } from '@shared/domain/veteran-record';
import { insertVeteran, lockSameVeteran, updateVeteran, type VeteranInsert, type VeteranRow } from './repo';

/** What an intake knows about a veteran; phone and email as typed (they are normalised here). */
export type VeteranIntake = Omit<VeteranInsert, 'id' | 'createdAt' | 'isMatched' | 'source'> & {
  source: VeteranSource;
};

export interface RegisteredVeteran {
  id: string;
  /** True when the intake found a veteran already on record (same phone, email, or name and ZIP). */
  existing: boolean;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Phones are stored as their 10 digits, emails in lower case: that is how people are found again. */
function normalise(intake: VeteranIntake): VeteranIntake {
  const phone = blankToNull(intake.phone);
  const email = blankToNull(intake.email);
  const caseManagerEmail = blankToNull(intake.caseManagerEmail);
  return {
    ...intake,
    ...(intake.phone !== undefined ? { phone: phone ? phoneDigits(phone) : null } : {}),
    ...(intake.email !== undefined ? { email: email ? normalizeEmail(email) : null } : {}),
    ...(intake.caseManagerEmail !== undefined
      ? { caseManagerEmail: caseManagerEmail ? normalizeEmail(caseManagerEmail) : null }
      : {}),
  };
}

/**
 * Kept once on record, only filled when missing: who the person is, how to reach them (so nobody who
 * knows a veteran's phone can redirect their messages through a public form) and who brought them in.
 */
const KEPT_ON_RECORD = ['name', 'phone', 'email', 'caseManagerEmail', 'organizationId'] as const;

/**
 * What a new intake changes on a known veteran: what it states about their situation (not blanks) replaces
 * what is on record; identity and contact fields are only filled when missing; the source only moves into
 * the housing queue.
 */
function changesFor(known: VeteranRow, intake: VeteranIntake): Partial<VeteranInsert> {
  const changes: Partial<VeteranInsert> = {};
  for (const [key, value] of Object.entries(intake) as [keyof VeteranIntake, unknown][]) {
    if (value === undefined || value === null || key === 'source') continue;
    const kept = (KEPT_ON_RECORD as readonly string[]).includes(key);
    if (kept && known[key as (typeof KEPT_ON_RECORD)[number]] !== null) continue;
    (changes as Record<string, unknown>)[key] = value;
  }
  const source = mergedSource(known.source, intake.source);
  if (source !== known.source) changes.source = source;
  return changes;
}

/**
 * The one write path for veteran records, used by every intake: finds the veteran already on record (same
 * phone, email, or name and ZIP) and brings their record up to date, or creates them. One person, one record.
 */
export async function registerVeteran(tx: Database, intake: VeteranIntake): Promise<RegisteredVeteran> {
  const values = normalise(intake);
  const known = await lockSameVeteran(tx, {
    name: values.name ?? null,
    phone: values.phone ?? null,
    email: values.email ?? null,
    zipCode: values.zipCode,
  });
  if (!known) return { id: await insertVeteran(tx, values), existing: false };
  await updateVeteran(tx, known.id, changesFor(known, values));
  return { id: known.id, existing: true };
}
