import { veterans } from '@server/db/schema';
import { selectPersonTimeline } from '@server/modules/veterans';
import { clearHousing, housingActors } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const form = { name: 'Jordan Pike', phone: '518-555-0178', caseManagerEmail: 'cm@vso.org', zipCode: '12207' };

describeApi('POST /api/veterans-housing: where the veteran stays and since when', (ctx) => {
  const { send } = housingActors(ctx);
  const db = () => ctx().handle.db;
  beforeEach(() => clearHousing(db()));
  const identified = async () => {
    const [person] = await db().select().from(veterans).where(eq(veterans.name, 'Jordan Pike'));
    return (await selectPersonTimeline(db(), person?.id as string))[0];
  };

  it('identifies the veteran with the living situation, the date homelessness began and the chronic answers', async () => {
    const res = await send(
      'POST',
      '/api/veterans-housing',
      {},
      {
        ...form,
        livingSituation: 116,
        homelessSince: '2025-09-01',
        disablingCondition: true,
        timesHomeless: 4,
        monthsHomeless: 13,
      },
    );
    expect(res.statusCode).toBe(201);
    expect(await identified()).toMatchObject({
      type: 'identified',
      recordedByKind: 'public',
      details: {
        livingSituation: 116,
        homelessSince: '2025-09-01',
        disablingCondition: true,
        timesHomeless: 4,
        monthsHomeless: 13,
      },
    });
  });

  it('keeps working without them (blank is not given) and refuses what is not on the lists', async () => {
    const res = await send(
      'POST',
      '/api/veterans-housing',
      {},
      { ...form, livingSituation: '', homelessSince: '' },
    );
    expect(res.statusCode).toBe(201);
    expect((await identified())?.details).toMatchObject({ livingSituation: null, homelessSince: null });
    for (const wrong of [
      { livingSituation: 555 },
      { homelessSince: '2999-01-01' },
      { timesHomeless: 9 },
      { monthsHomeless: 0 },
    ]) {
      expect(
        (await send('POST', '/api/veterans-housing', {}, { ...form, name: 'Other Person', ...wrong }))
          .statusCode,
      ).toBe(400);
    }
  });
});
