import { organizations } from '@server/db/schema';
import { makeOrganization } from '@server/test/network-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq, sql } from 'drizzle-orm';
import { directorySummary, organizationTotal } from './directory-repo';

/** The figures counted from every organisation, as the summary used to: what the kept figures must equal. */
async function countedEveryRow(db: Parameters<typeof directorySummary>[0]) {
  const offering = (category: string) =>
    sql<number>`count(*) filter (where ${category} = any(${organizations.serviceCategories}))`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      count: sql<number>`count(*)`.mapWith(Number),
      states: sql<number>`count(distinct ${organizations.state})`.mapWith(Number),
      housing: offering('housing'),
      mentalHealth: offering('mental_health'),
      legal: offering('legal'),
      healthcare: offering('healthcare'),
    })
    .from(organizations);
  return row;
}

describeApi('the directory figures kept by the database (decision 0029)', (context) => {
  it('follow every insert, update and delete, one row or many, and equal a count of every organisation', async () => {
    const { db } = context().handle;
    const expectFigures = async (expected: Partial<Awaited<ReturnType<typeof directorySummary>>>) => {
      const kept = await directorySummary(db);
      expect(kept).toMatchObject(expected);
      expect(kept).toEqual(await countedEveryRow(db));
      expect(await organizationTotal(db)).toBe(kept.count);
    };
    await expectFigures({ count: 0, states: 0, housing: 0 });

    const albany = await makeOrganization(db, {
      name: 'Albany Vets',
      zipCode: '12207',
      categories: ['housing'],
    });
    const troy = await makeOrganization(db, {
      name: 'Troy Vets',
      zipCode: '12180',
      categories: ['housing', 'legal', 'legal'],
    });
    await makeOrganization(db, { name: 'Boston Vets', zipCode: '02108', categories: ['mental_health'] });
    await expectFigures({ count: 3, states: 2, housing: 2, legal: 1, mentalHealth: 1 });

    // one statement, many rows
    await db.execute(sql`
      insert into organizations (slug, name, city, state, zip_code, service_categories)
      select 'bulk-' || i, 'Bulk ' || i, 'Austin', 'TX', '73301', array['healthcare', 'legal']
      from generate_series(1, 250) as i`);
    await expectFigures({ count: 253, states: 3, legal: 251, healthcare: 250 });

    // a move and new services: taken from before, added to after
    await db
      .update(organizations)
      .set({ state: 'VT', serviceCategories: ['mental_health'] })
      .where(eq(organizations.id, albany.id));
    await expectFigures({ count: 253, states: 4, housing: 1, mentalHealth: 2 });
    // an edit that changes no figure leaves them as they were
    await db.update(organizations).set({ name: 'Troy Veterans' }).where(eq(organizations.id, troy.id));
    await expectFigures({ count: 253, states: 4 });

    await db.delete(organizations).where(sql`${organizations.slug} like 'bulk-%'`);
    await expectFigures({ count: 3, states: 3, legal: 1, healthcare: 0 });
    // the last organisation of a state gone: the state is no longer counted
    await db.delete(organizations).where(eq(organizations.id, albany.id));
    await expectFigures({ count: 2, states: 2, mentalHealth: 1 });

    await db.execute(sql`truncate organizations cascade`);
    await expectFigures({ count: 0, states: 0 });
  });
});
