import { addPlacements, makeOrganization } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { sql } from 'drizzle-orm';
import { withTransaction } from './client';
import { movePublicVersions, publicVersion } from './public-versions';

// Decision 0031: the database moves a version with every committed change to the tables an answer reads, at the
// commit, and never for a change that rolls back or a table no public answer reads.
describeApi('public answers versions (migration 0016)', (ctx) => {
  const db = () => ctx().handle.db;
  const versions = async () => ({
    directory: await publicVersion(db(), 'directory'),
    listings: await publicVersion(db(), 'listings'),
  });

  it('moves a version when a change commits, not before, and not for a change that rolls back', async () => {
    const before = await versions();
    await expect(
      withTransaction(db(), async (tx) => {
        await makeOrganization(tx, { name: 'Rolled Back Vets', zipCode: '12207' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await versions()).toEqual(before);

    await withTransaction(db(), async (tx) => {
      const { id } = await makeOrganization(tx, { name: 'Committed Vets', zipCode: '12207' });
      await addPlacements(tx, id, 3, '2025-06-01');
      // the triggers wait for the commit: inside the transaction the version has not moved yet
      expect(await publicVersion(tx, 'directory')).toBe(before.directory);
    });
    const after = await versions();
    expect(after.directory).toBeGreaterThan(before.directory);
    expect(after.listings).toBe(before.listings);
  });

  it('moves the listings version with properties and co-living homes, neither with other tables', async () => {
    const before = await versions();
    await db().execute(sql`update veterans set name = name`);
    expect(await versions()).toEqual(before);
    await db().execute(
      sql`insert into properties (address, zip_code, rent_per_room_cents, source) values ('1 Trigger Rd', '12207', 80000, 'seed')`,
    );
    const listed = await versions();
    expect(listed.listings).toBeGreaterThan(before.listings);
    expect(listed.directory).toBe(before.directory);
  });

  it('moves with a bulk statement and a truncate, and every version at start-up', async () => {
    const before = await versions();
    await db().execute(sql`insert into organizations (slug, name, city, state, zip_code, service_categories)
      select 'bulk-' || i, 'Bulk ' || i, 'Albany', 'NY', '12207', array['housing'] from generate_series(1, 500) i`);
    const bulk = await versions();
    expect(bulk.directory).toBeGreaterThan(before.directory);
    await db().execute(sql`truncate placements`);
    expect((await versions()).directory).toBeGreaterThan(bulk.directory);
    const started = await versions();
    await movePublicVersions(db());
    const moved = await versions();
    expect(moved.directory).toBeGreaterThan(started.directory);
    expect(moved.listings).toBeGreaterThan(started.listings);
  });
});
