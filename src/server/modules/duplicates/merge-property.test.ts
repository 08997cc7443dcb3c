import { matches } from '@server/db/schema';
import { adminRequests } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { adminDuplicateMergePath, adminMergeUndoPath, MERGE_FIELDS } from '@shared/contracts/duplicates';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { attach, makePair, rowsNaming, tableCounts } from './duplicates.fixtures';

const attachments = fc.record({
  referrals: fc.nat({ max: 2 }),
  matches: fc.nat({ max: 2 }),
  placements: fc.nat({ max: 1 }),
  coLiving: fc.constantFrom('pending' as const, 'withdrawn' as const, null),
  notices: fc.nat({ max: 1 }),
});

// PGlite is slow: a few runs per database, each a whole merge and undo through the API
describeApi('merge then undo gives back exactly the rows there were (property)', (ctx) => {
  const { post } = adminRequests(ctx);

  it('for any rows attached to either person, a shared home, any survivor and any fields chosen', async () => {
    const db = ctx().handle.db;
    await fc.assert(
      fc.asyncProperty(
        attachments,
        attachments,
        fc.boolean(),
        fc.boolean(),
        fc.subarray([...MERGE_FIELDS]),
        async (forA, forB, shareHome, survivorIsA, fromMerged) => {
          const { pairId, a, b } = await makePair(db);
          await attach(db, a, forA);
          const [home] = await db
            .select({ id: matches.propertyId })
            .from(matches)
            .where(eq(matches.veteranId, a));
          await attach(db, b, { ...forB, homes: shareHome && home ? [home.id] : [] });
          const [survivorId, mergedId] = survivorIsA ? [a, b] : [b, a];
          const before = await rowsNaming(db, [a, b]);
          const counts = await tableCounts(db);

          const merged = await post(adminDuplicateMergePath(pairId), {
            survivorId,
            fieldsFrom: Object.fromEntries(fromMerged.map((field) => [field, mergedId])),
          });
          expect(merged.statusCode, merged.body).toBe(200);
          expect(await tableCounts(db)).toEqual(counts);
          const during = await rowsNaming(db, [a, b]);
          for (const table of Object.keys(counts)) {
            expect(during[table], table).toHaveLength(before[table]?.length ?? 0);
            expect(JSON.stringify(during[table]), table).not.toContain(mergedId);
          }

          const undone = await post(adminMergeUndoPath(merged.json().mergeId));
          expect(undone.statusCode, undone.body).toBe(200);
          expect(await rowsNaming(db, [a, b])).toEqual(before);
          expect(await tableCounts(db)).toEqual(counts);
        },
      ),
      { numRuns: 4 },
    );
  }, 120_000);
});
