import { auditEvents } from '@server/db/schema';
import { landlordWorld } from '@server/test/landlord-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { and, eq } from 'drizzle-orm';

describeApi('landlord portal: exports and listing ownership', (ctx) => {
  const { world, get, asLandlord, asAdmin } = landlordWorld(ctx);

  it('exports the own listings as CSV with dollars, a dated file name, no formulas, and audits it', async () => {
    const response = await asLandlord('/api/landlord/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="listings-${today}.csv"`);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'Address,City,State,ZIP code,Units available,Total units,Bedrooms,Bathrooms,Monthly rent (USD),Accepts VA benefits,Allows pets,Accessible,Status,Decline reason,Matches,Placements',
      // every text cell quoted, numbers not
      `"'=HYPERLINK(""http://example.com"",""x"")","","","12345",1,1,3,1,"","No","No","No","Available","",0,0`,
      '"2 Second St","","","12345",0,2,2,1,"1500.50","No","No","Yes","Matched","",1,0',
      '"1 First St","Schenectady","NY","12345",3,4,4,2,"3800.00","Yes","Yes","No","Available","",2,1',
    ]);
    const audit = await ctx()
      .handle.db.select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'landlord.listings_exported'), eq(auditEvents.actorType, 'landlord')),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      outcome: 'success',
      targetType: 'landlord',
      targetId: world.landlordId,
      details: { rows: 3, total: 3, scope: 'landlord' },
    });
  });

  it("exports every listing for an admin with a landlord column, audited as the admin's", async () => {
    const response = await asAdmin('/api/landlord/export');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatch(/^Landlord,Address,/);
    expect(lines[1]).toMatch(/^"","5 Nobody Ln",/);
    expect(lines[2]).toMatch(/^"Pat Landlord","4 Other Rd",/);
    const audit = await ctx()
      .handle.db.select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'landlord.listings_exported'), eq(auditEvents.actorType, 'admin')));
    expect(audit[0]).toMatchObject({ targetId: null, details: { rows: 5, scope: 'all' } });
  });

  it('shows a listing posted with the landlord cookie on their dashboard, not on the other one', async () => {
    const posted = await ctx().app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { cookie: world.landlordCookie },
      payload: {
        address: '6 New Listing Rd',
        zipCode: '12345',
        rentPerRoom: 700,
        roomCount: 3,
        acceptsVA: true,
      },
    });
    expect(posted.statusCode).toBe(201);
    const mine = (await asLandlord('/api/landlord/listings')).json();
    expect(mine[0]).toMatchObject({
      id: posted.json().id,
      propertyAddress: '6 New Listing Rd',
      monthlyRent: 210_000,
      unitCount: 3,
      availableUnits: 3,
      acceptsVABenefits: true,
      // an account nobody verified yet: the listing waits for an admin's review
      status: 'pending_review',
      declineReason: null,
    });
    const theirs = (await get('/api/landlord/listings', { cookie: world.otherCookie })).json();
    expect(theirs.map((l: { id: string }) => l.id)).not.toContain(posted.json().id);
    const stats = (await asLandlord('/api/landlord/stats')).json();
    expect(stats).toMatchObject({ totalUnits: 10, vaCompatibleUnits: 7 });
  });
});
