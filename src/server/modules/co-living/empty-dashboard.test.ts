import { loginUser, makeAdmin } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { CO_LIVING_DASHBOARD_PATH } from '@shared/contracts/co-living-households';

// The dashboard's figures, waiting list and homes are one statement (decision 0021): with nothing to read it still
// answers every figure, as zero.
describeApi('the co-living dashboard of a program that has not started', (ctx) => {
  let adminCookie = '';

  beforeAll(async () => {
    adminCookie = await loginUser(ctx().app, (await makeAdmin(ctx().handle.db)).username);
  });

  it('shows a program without applicants, homes or runs as an empty dashboard of zeros', async () => {
    const response = await ctx().app.inject({
      method: 'GET',
      url: CO_LIVING_DASHBOARD_PATH,
      headers: { cookie: adminCookie },
    });
    expect(response.json()).toEqual({
      waiting: [],
      homes: [],
      householdsByStatus: { forming: 0, trial: 0, active: 0, dissolved: 0 },
      lastRun: null,
      funnel: {
        applied: 0,
        waiting: 0,
        proposed: 0,
        notified: 0,
        interview: 0,
        trial: 0,
        placed: 0,
        declined: 0,
      },
    });
  });
});
