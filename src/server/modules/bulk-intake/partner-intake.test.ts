import { veterans } from '@server/db/schema';
import { benefits, countRows, insertHomes, personOfIntake, veteran } from '@server/test/bulk-intake.fixtures';
import { type SignedInPartner, signedInPartner } from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

describeApi('POST /api/bulk-intake with a partner session', (ctx) => {
  let partner: SignedInPartner;
  let other: SignedInPartner;
  const post = (payload: object, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url: '/api/bulk-intake', payload, headers });

  beforeAll(async () => {
    await insertHomes(ctx());
    partner = await signedInPartner(ctx());
    other = await signedInPartner(ctx());
  });

  it("keeps a signed-in partner's veterans in its caseload and says so", async () => {
    const response = await post(
      { veterans: [veteran({ name: 'Kai Owned' }), veteran({ name: 'Lou Owned', zipCode: '99950' })] },
      partner.headers,
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.savedToCaseload).toBe(true);
    expect(body.results).toEqual([
      expect.objectContaining({ name: 'Kai Owned', existingVeteran: false, inCaseload: true }),
      expect.objectContaining({ name: 'Lou Owned', existingVeteran: false, inCaseload: true }),
    ]);
    const saved = await ctx()
      .handle.db.select()
      .from(veterans)
      .where(eq(veterans.intakeBatchId, body.batchId));
    expect(saved.map((row) => row.organizationId)).toEqual([partner.organizationId, partner.organizationId]);
    // 'View' opens the partner's own record
    expect(body.results.map((r: { caseloadVeteranId: string }) => r.caseloadVeteranId).sort()).toEqual(
      saved.map((row) => row.id).sort(),
    );
  });

  it('works anonymously as before: nothing kept in a caseload', async () => {
    const response = await post({ veterans: [veteran({ name: 'Mo Anonymous' })] });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.savedToCaseload).toBe(false);
    expect(body.results[0]).toMatchObject({
      existingVeteran: false,
      inCaseload: false,
      caseloadVeteranId: null,
    });
    const [row] = await ctx()
      .handle.db.select()
      .from(veterans)
      .where(eq(veterans.id, await personOfIntake(ctx(), body.results[0].intakeId)));
    expect(row?.organizationId).toBeNull();
  });

  it.each([
    ['an unknown token', `Bearer ${'x'.repeat(43)}`],
    ['a malformed header', 'Basic dXNlcjpwYXNz'],
  ])('refuses %s with 401 before reading the body, and saves nothing', async (_name, authorization) => {
    const before = await countRows(ctx(), veterans);
    const response = await post({ veterans: [veteran({ name: 'Ned Refused' })] }, { authorization });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in to continue.' });
    const invalidBody = await post({ veterans: 'nobody' }, { authorization });
    expect(invalidBody.statusCode).toBe(401);
    expect(await countRows(ctx(), veterans)).toBe(before);
  });

  it('refuses a signed-out token with 401', async () => {
    const mine = await signedInPartner(ctx());
    await ctx().app.inject({
      method: 'POST',
      url: '/api/partner/logout',
      headers: mine.headers,
      payload: {},
    });
    const response = await post({ veterans: [veteran({ name: 'Olu Late' })] }, mine.headers);
    expect(response.statusCode).toBe(401);
  });

  it('warns about its own veteran sent again (same name and phone), updating them', async () => {
    const first = await post(
      { veterans: [veteran({ name: 'Pat Known', phone: '518-555-0111' })] },
      partner.headers,
    );
    const known = first.json().results[0].caseloadVeteranId;
    const response = await post(
      {
        veterans: [veteran({ name: 'pat  known', phone: '5185550111', dischargeStatus: 'other', benefits })],
      },
      partner.headers,
    );
    expect(response.json().results[0]).toMatchObject({
      caseloadVeteranId: known,
      existingVeteran: true,
      inCaseload: true,
    });
    const [row] = await ctx().handle.db.select().from(veterans).where(eq(veterans.id, known));
    expect(row).toMatchObject({ organizationId: partner.organizationId, dischargeStatus: 'other' });
  });

  it('never brings an unowned veteran into its caseload: its own record instead, unwarned', async () => {
    const anonymous = await post({ veterans: [veteran({ name: 'Pat Unowned', phone: '518-555-0112' })] });
    const known = await personOfIntake(ctx(), anonymous.json().results[0].intakeId);
    const response = await post(
      { veterans: [veteran({ name: 'pat  unowned', phone: '518-555-0112' })] },
      partner.headers,
    );
    const result = response.json().results[0];
    expect(result).toMatchObject({ existingVeteran: false, inCaseload: true });
    expect(result.caseloadVeteranId).not.toBe(known);
    const [row] = await ctx().handle.db.select().from(veterans).where(eq(veterans.id, known));
    expect(row?.organizationId).toBeNull();
  });

  it("leaves another organisation's veteran with them: this partner gets its own record", async () => {
    const first = await post(
      { veterans: [veteran({ name: 'Quinn Theirs', phone: '518-555-0113' })] },
      other.headers,
    );
    const theirs = first.json().results[0].caseloadVeteranId;
    const response = await post(
      { veterans: [veteran({ name: 'Quinn Theirs', phone: '518-555-0113' })] },
      partner.headers,
    );
    expect(response.json().savedToCaseload).toBe(true);
    const result = response.json().results[0];
    expect(result).toMatchObject({ existingVeteran: false, inCaseload: true });
    expect(result.caseloadVeteranId).not.toBe(theirs);
    const [row] = await ctx().handle.db.select().from(veterans).where(eq(veterans.id, theirs));
    expect(row?.organizationId).toBe(other.organizationId);
  });
});
