import type { Database } from '@server/db/client';
import { intakeReports, possibleDuplicates } from '@server/db/schema';
import { agreeingFields, type PersonIdentity } from '@shared/domain/person-identity';
import type { IntakeKind, IntakeReported } from '@shared/domain/person-records';
import { eq } from 'drizzle-orm';

export async function insertIntakeReport(
  tx: Database,
  values: {
    veteranId: string;
    kind: IntakeKind;
    organizationId: string | null;
    linked: boolean;
    reported: IntakeReported;
    subjectId?: string | null;
  },
): Promise<string> {
  const [row] = await tx.insert(intakeReports).values(values).returning({ id: intakeReports.id });
  if (!row) throw new Error('intake report was not saved');
  return row.id;
}

/** The request, referral or application an intake made is kept with what the intake said. */
export async function attachIntakeReport(tx: Database, reportId: string, subjectId: string): Promise<void> {
  await tx.update(intakeReports).set({ subjectId }).where(eq(intakeReports.id, reportId));
}

/**
 * Opens the pair for an admin; once per pair ever (a pair dismissed as "different people" is never flagged
 * again). Answers the new pair's id, or null when the pair was known.
 */
export async function insertPossibleDuplicate(
  tx: Database,
  newId: string,
  knownId: string,
  newIdentity: PersonIdentity,
  knownIdentity: PersonIdentity,
): Promise<string | null> {
  const [veteranAId, veteranBId] = newId < knownId ? [newId, knownId] : [knownId, newId];
  const [row] = await tx
    .insert(possibleDuplicates)
    .values({ veteranAId, veteranBId, evidence: agreeingFields(newIdentity, knownIdentity) })
    .onConflictDoNothing()
    .returning({ id: possibleDuplicates.id });
  return row?.id ?? null;
}
