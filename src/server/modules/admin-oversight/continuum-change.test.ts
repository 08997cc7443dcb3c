import { continuums, organizations } from '@server/db/schema';
import { bearer, loginPartner } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';
import { buildNetworkWorld, type NetworkWorld, oversightRequests } from './admin-oversight.fixtures';

describeApi('admin oversight API: an organisation’s Continuum of Care', (ctx) => {
  let world: NetworkWorld;
  beforeAll(async () => {
    world = await buildNetworkWorld(ctx());
  });
  const { asAdmin, send, auditsOf } = oversightRequests(ctx, () => world);
  const path = () => `/api/admin/organizations/${world.harborId}`;

  it('an admin sets it (creating the CoC), renames it, and takes the organisation out; each change audited', async () => {
    const set = await asAdmin('PATCH', path(), { continuum: { code: 'ca-600', name: 'Los Angeles CoC' } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().continuum).toEqual({ code: 'CA-600', name: 'Los Angeles CoC', inactiveAfterDays: 90 });
    const renamed = await asAdmin('PATCH', path(), {
      continuum: { code: 'CA-600', name: 'Los Angeles City & County CoC', inactiveAfterDays: 60 },
    });
    expect(renamed.json().continuum).toEqual({
      code: 'CA-600',
      name: 'Los Angeles City & County CoC',
      inactiveAfterDays: 60,
    });
    const list = await asAdmin('GET', '/api/admin/organizations?search=harbor');
    expect(list.json().organizations[0].continuum.code).toBe('CA-600');
    const out = await asAdmin('PATCH', path(), { continuum: null });
    expect(out.json().continuum).toBeNull();
    const [row] = await ctx()
      .handle.db.select()
      .from(organizations)
      .where(eq(organizations.id, world.harborId));
    expect(row?.cocCode).toBeNull();
    expect(await ctx().handle.db.select().from(continuums)).toHaveLength(1);
    const audits = await auditsOf('organization.continuum_changed');
    expect(audits.map((audit) => audit.details)).toEqual([
      { from: null, to: { code: 'CA-600', name: 'Los Angeles CoC' } },
      {
        from: 'CA-600',
        to: { code: 'CA-600', name: 'Los Angeles City & County CoC', inactiveAfterDays: 60 },
      },
      { from: 'CA-600', to: null },
    ]);
  });

  it('refuses a code that is not a CoC code, a blank name and a threshold out of range (400)', async () => {
    for (const continuum of [
      { code: 'NY505', name: 'New York' },
      { code: 'NY-505', name: ' ' },
      { code: 'NY-505', name: 'New York', inactiveAfterDays: 7 },
      { code: "NY-505'; drop table continuums; --", name: 'x' },
    ]) {
      const response = await asAdmin('PATCH', path(), { continuum });
      expect(response.statusCode, JSON.stringify(continuum)).toBe(400);
    }
  });

  it('a partner or nobody cannot set one (401/403), not even its own', async () => {
    const token = await loginPartner(ctx().app, world.partner.email);
    const partner = await send(
      'PATCH',
      `/api/admin/organizations/${world.partner.organizationId}`,
      bearer(token),
      { continuum: { code: 'NY-505', name: 'Mine' } },
    );
    expect([401, 403]).toContain(partner.statusCode);
    const nobody = await send('PATCH', path(), {}, { continuum: { code: 'NY-505', name: 'Mine' } });
    expect(nobody.statusCode).toBe(401);
    expect(await ctx().handle.db.select().from(continuums).where(eq(continuums.code, 'NY-505'))).toEqual([]);
  });
});
