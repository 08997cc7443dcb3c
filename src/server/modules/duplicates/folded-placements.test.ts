import { readFileSync } from 'node:fs';
import { type Database, withTransaction } from '@server/db/client';
import { inboxItems, intakeReports, placements, possibleDuplicates, veterans } from '@server/db/schema';
import { seedDemoData } from '@server/seed';
import { makeOrganization } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { normalisedName } from '@shared/domain/person-identity';
import { count, eq, sql } from 'drizzle-orm';

// Issue 30, point 7: the migration's hand-written last step (drizzle/0015_identity.sql) gives each placement that
// names someone other than the person it is attached to its own person again, paired for an admin. Migrations ran
// before the test, so the step itself is read from the migration and run again on rows planted here.
const MIGRATION = readFileSync(new URL('../../../../drizzle/0015_identity.sql', import.meta.url), 'utf8');
const FOLDED_STEP = MIGRATION.slice(MIGRATION.indexOf('-- Records already folded'))
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => statement.length > 0);

/** The step as it ran: on the schema of its day, with the column a later migration dropped (0040: is_matched). */
const runFoldedStep = (db: Database) =>
  withTransaction(db, async (tx) => {
    await tx.execute(sql`alter table veterans add column is_matched boolean not null default false`);
    for (const statement of FOLDED_STEP) await tx.execute(sql.raw(statement));
    await tx.execute(sql`alter table veterans drop column is_matched`);
  });

describeApi("the migration's step for records already folded", (ctx) => {
  const db = () => ctx().handle.db;
  const plant = async (personName: string, placementName: string) => {
    const organization = await makeOrganization(db(), { name: 'Folded Check', zipCode: '12207' });
    const [person] = await db()
      .insert(veterans)
      .values({ name: personName, phone: '5185557700', zipCode: '12207', source: 'referral' })
      .returning({ id: veterans.id });
    const [placement] = await db()
      .insert(placements)
      .values({
        organizationId: organization.id,
        veteranId: person?.id,
        veteranName: placementName,
        propertyAddress: '9 Elm St',
        placementDate: '2026-03-01',
        monthlyRentCents: 95_000,
      })
      .returning({ id: placements.id });
    return { personId: person?.id ?? '', placementId: placement?.id ?? '', organizationId: organization.id };
  };
  const ownerOf = async (placementId: string) =>
    (await db().select().from(placements).where(eq(placements.id, placementId)))[0]?.veteranId;

  it('is the end of the migration; the demo data has nothing folded (its two pairs are name and ZIP only)', async () => {
    expect(FOLDED_STEP.length).toBeGreaterThanOrEqual(6);
    expect(FOLDED_STEP[0]).toContain('CREATE TEMP TABLE "folded_placements"');
    await seedDemoData(db());
    const pairs = async () => (await db().select({ n: count() }).from(possibleDuplicates))[0]?.n;
    // the seed's co-living applicants go through the one write path: two share a name and ZIP with another
    // demo veteran (other contact details), so they are pairs for an admin, never one record
    const seeded = await db().select({ evidence: possibleDuplicates.evidence }).from(possibleDuplicates);
    expect(seeded).toEqual([{ evidence: ['name', 'zipCode'] }, { evidence: ['name', 'zipCode'] }]);
    // demo placements name no person on record: nothing folded to split
    await runFoldedStep(db());
    expect(await pairs()).toBe(2);
  }, 120_000);

  it('gives a placement naming someone else its own person, paired with the one it was folded into', async () => {
    const folded = await plant('Marcus Reed', 'Dana Cole');
    const kept = await plant('Avery Stone', 'AVERY  stone.');
    await runFoldedStep(db());

    expect(await ownerOf(kept.placementId)).toBe(kept.personId);
    const newId = await ownerOf(folded.placementId);
    expect(newId).not.toBe(folded.personId);
    const [person] = await db()
      .select()
      .from(veterans)
      .where(eq(veterans.id, newId ?? ''));
    expect(person).toMatchObject({
      name: 'Dana Cole',
      zipCode: '12207',
      organizationId: folded.organizationId,
    });
    expect(person?.phone).toBeNull();
    const [a, b] = [folded.personId, newId ?? ''].sort();
    const [pair] = await db()
      .select()
      .from(possibleDuplicates)
      .where(eq(possibleDuplicates.veteranAId, a ?? ''));
    expect(pair).toMatchObject({ veteranBId: b, status: 'open', evidence: ['zipCode'] });
    const items = await db()
      .select()
      .from(inboxItems)
      .where(eq(inboxItems.subjectId, pair?.id ?? ''));
    expect(items).toMatchObject([{ type: 'possible_duplicate', status: 'open' }]);
    const reports = await db()
      .select()
      .from(intakeReports)
      .where(eq(intakeReports.veteranId, newId ?? ''));
    expect(reports).toMatchObject([{ kind: 'referral', subjectId: folded.placementId, linked: false }]);
    // run twice (a migration re-applied by hand), a placement once split stays split, and no second pair
    await runFoldedStep(db());
    expect(await ownerOf(folded.placementId)).toBe(newId);
  });

  it('agrees with the one rule on "Last, First" and accents', async () => {
    expect(normalisedName('Reed, Marcus')).toBe(normalisedName('Marcus Reed'));
    const reversed = await plant('Marcus Reed', 'Reed, Marcus');
    const accented = await plant('José Ortiz', 'Jose Ortiz');
    await runFoldedStep(db());
    expect(await ownerOf(reversed.placementId)).toBe(reversed.personId);
    expect(await ownerOf(accented.placementId)).toBe(accented.personId);
  });
});
