import { describeApi } from '@server/test/test-app.fixtures';
import { buildBenefitsGuide } from '@shared/domain/benefits-guide';

const MESSAGE = 'Please answer all questions';

describeApi('POST /api/benefits-guide', (ctx) => {
  const post = (payload: object) => ctx().app.inject({ method: 'POST', url: '/api/benefits-guide', payload });

  it('answers the guide for the two answers', async () => {
    const response = await post({ status: 'veteran', currentBenefits: 'some' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(buildBenefitsGuide('veteran', 'some'));
    expect(response.json().recommendations[0].program).toMatch(/HUD-VASH/);
  });

  it('answers a different guide when either answer changes', async () => {
    const guide = async (status: string, currentBenefits: string) =>
      (await post({ status, currentBenefits })).json();
    const base = await guide('veteran', 'none');
    expect(await guide('active', 'none')).not.toEqual(base);
    expect(await guide('veteran', 'maxed')).not.toEqual(base);
  });

  it.each([
    ['status', { currentBenefits: 'none' }],
    ['status', { status: '', currentBenefits: 'none' }],
    ['status', { status: 'retired', currentBenefits: 'none' }],
    ['currentBenefits', { status: 'active' }],
    ['currentBenefits', { status: 'active', currentBenefits: 'all' }],
  ])('refuses a missing or unknown %s with the spec message', async (path, payload) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGE, issues: [{ path, message: MESSAGE }] });
  });

  it('refuses wrong types, unknown fields and a missing body', async () => {
    const wrongType = await post({ status: 1, currentBenefits: true });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'status',
      'currentBenefits',
    ]);
    const unknown = await post({ status: 'active', currentBenefits: 'none', email: 'a@b.org' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/email/);
    const empty = await ctx().app.inject({ method: 'POST', url: '/api/benefits-guide' });
    expect(empty.statusCode).toBe(400);
  });
});
