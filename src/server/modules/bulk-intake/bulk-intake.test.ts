import { matches, possibleDuplicates, veterans } from '@server/db/schema';
import { benefits, countRows, insertHomes, personOfIntake, veteran } from '@server/test/bulk-intake.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq, inArray, sql } from 'drizzle-orm';

describeApi('POST /api/bulk-intake', (ctx) => {
  const post = (payload: object) => ctx().app.inject({ method: 'POST', url: '/api/bulk-intake', payload });
  let homeIds: Record<string, string> = {};

  beforeAll(async () => {
    homeIds = await insertHomes(ctx());
  });

  it('saves the batch, matches each veteran for real and sets priority from their data', async () => {
    const response = await post({
      veterans: [
        veteran({ name: 'Ana Working' }),
        veteran({ name: 'Ben Voucher', benefits: { ...benefits, vash: true } }),
        veteran({ name: 'Cal Far', zipCode: '99950', benefits }),
        veteran({
          name: 'Dee Far',
          zipCode: '99950',
          dischargeStatus: 'other',
          benefits: { ...benefits, disability: true },
        }),
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.results.map((r: { name: string }) => r.name)).toEqual([
      'Ana Working',
      'Ben Voucher',
      'Cal Far',
      'Dee Far',
    ]);
    const [ana, ben, cal, dee] = body.results;
    expect(ana).toMatchObject({
      matchCount: 2,
      status: '2 matches found',
      priority: 'Standard',
      zipCode: '12345',
    });
    expect(ana.topMatches.map((m: { propertyId: string }) => m.propertyId).sort()).toEqual(
      [homeIds['10 Voucher Way'], homeIds['20 Cash Ct']].sort(),
    );
    expect(ben).toMatchObject({ matchCount: 1, status: '1 match found', priority: 'High' });
    expect(ben.priorityReason).toMatch(/HUD-VASH voucher/);
    expect(ben.topMatches).toEqual([
      expect.objectContaining({
        propertyId: homeIds['10 Voucher Way'],
        address: '10 Voucher Way',
        zipCode: '12345',
        state: 'NY',
        score: expect.any(Number),
        reason: expect.stringMatching(/^Accepts HUD-VASH; same ZIP code/),
      }),
    ]);
    expect(cal).toMatchObject({ matchCount: 0, status: 'Waitlisted', priority: 'High', topMatches: [] });
    expect(dee).toMatchObject({ matchCount: 0, status: 'Waitlisted', priority: 'Standard' });
    expect(dee.priorityReason).toMatch(/7-14 days/);

    const saved = await ctx()
      .handle.db.select()
      .from(veterans)
      .where(eq(veterans.intakeBatchId, body.batchId));
    expect(saved).toHaveLength(4);
    expect(saved.every((row) => row.source === 'bulk_intake')).toBe(true);
    // the answer names each intake, never a record: the test finds the people through the intake reports
    const [benId, deeId, anaId] = await Promise.all(
      [ben, dee, ana].map((result) => personOfIntake(ctx(), result.intakeId)),
    );
    expect(ana.caseloadVeteranId).toBeNull();
    expect(saved.map((row) => row.id)).not.toContain(ana.intakeId);
    const savedBen = saved.find((row) => row.id === benId);
    expect(savedBen).toMatchObject({ name: 'Ben Voucher', hasVoucher: true, dischargeStatus: 'honorable' });
    expect(saved.find((row) => row.id === deeId)).toMatchObject({
      disability: true,
      dischargeStatus: 'other',
    });
    const recorded = await ctx()
      .handle.db.select()
      .from(matches)
      .where(eq(matches.veteranId, anaId ?? ''));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      origin: 'engine',
      status: 'pending',
      propertyId: ana.topMatches[0].propertyId,
    });
  });

  it('accepts one veteran and ten veterans', async () => {
    const one = await post({ veterans: [veteran()] });
    expect(one.statusCode).toBe(201);
    expect(one.json().results).toHaveLength(1);
    const ten = await post({
      veterans: Array.from({ length: 10 }, (_, i) => veteran({ name: `Vet ${i + 1}` })),
    });
    expect(ten.statusCode).toBe(201);
    const body = ten.json();
    expect(body.results).toHaveLength(10);
    expect(new Set(body.results.map((r: { intakeId: string }) => r.intakeId)).size).toBe(10);
    const saved = await ctx()
      .handle.db.select()
      .from(veterans)
      .where(eq(veterans.intakeBatchId, body.batchId));
    expect(saved).toHaveLength(10);
  });

  it.each([
    [0, 'At least one veteran form is required'],
    [11, 'Maximum 10 veterans can be added at once'],
  ])('refuses %i veterans', async (size, message) => {
    const response = await post({ veterans: Array.from({ length: size }, () => veteran()) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, issues: [{ path: 'veterans', message }] });
  });

  it.each([
    ['veterans.0.name', { name: '   ' }, "Enter the veteran's name"],
    ['veterans.0.name', { name: undefined }, "Enter the veteran's name"],
    ['veterans.0.zipCode', { zipCode: '' }, 'Enter a ZIP code'],
    ['veterans.0.zipCode', { zipCode: '123' }, 'Enter a 5-digit ZIP code'],
    ['veterans.0.dischargeStatus', { dischargeStatus: undefined }, 'Choose a discharge status'],
    ['veterans.0.dischargeStatus', { dischargeStatus: 'dishonorable' }, 'Choose a discharge status'],
    ['veterans.0.benefits', { benefits: undefined }, 'Tell us which benefits the veteran has'],
    [
      'veterans.0.benefits.vash',
      { benefits: { giBill: false, disability: false, employment: false } },
      'HUD-VASH voucher: answer true or false',
    ],
  ])('refuses a bad %s with its message', async (path, change, message) => {
    const response = await post({ veterans: [veteran(change)] });
    expect(response.statusCode).toBe(400);
    // an empty ZIP also fails the format rule: the first issue is the one a person sees
    const body = response.json();
    expect(body.message).toBe(message);
    expect(body.issues[0]).toEqual({ path, message });
  });

  it('refuses wrong types', async () => {
    const notList = await post({ veterans: 'Dana' });
    expect(notList.json()).toMatchObject({ message: 'Send a list of veterans' });
    const name = await post({ veterans: [veteran({ name: 42 })] });
    expect(name.statusCode).toBe(400);
    expect(name.json().issues[0].path).toBe('veterans.0.name');
    const flag = await post({ veterans: [veteran({ benefits: { ...benefits, giBill: 'yes' } })] });
    expect(flag.json()).toMatchObject({ message: 'GI Bill housing allowance: answer true or false' });
  });

  it('refuses unknown fields at every level', async () => {
    for (const payload of [
      { veterans: [veteran()], admin: true },
      { veterans: [veteran({ admin: true })] },
      { veterans: [veteran({ benefits: { ...benefits, admin: true } })] },
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/admin/);
    }
  });

  it('saves nothing when one veteran of the batch is invalid', async () => {
    const before = await countRows(ctx(), veterans);
    const response = await post({ veterans: [veteran(), veteran(), veteran({ zipCode: '' })] });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toEqual({ path: 'veterans.2.zipCode', message: 'Enter a ZIP code' });
    expect(await countRows(ctx(), veterans)).toBe(before);
  });

  it('rolls the whole batch back when the database fails part way', async () => {
    const db = ctx().handle.db;
    const before = [await countRows(ctx(), veterans), await countRows(ctx(), matches)];
    await db.execute(sql`create function fail_match() returns trigger language plpgsql as $$
      begin raise exception 'match insert failed'; end $$`);
    await db.execute(
      sql`create trigger fail_match before insert on matches for each row execute function fail_match()`,
    );
    try {
      const response = await post({ veterans: [veteran({ zipCode: '99950', benefits }), veteran()] });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    } finally {
      await db.execute(sql`drop trigger fail_match on matches`);
      await db.execute(sql`drop function fail_match()`);
    }
    expect([await countRows(ctx(), veterans), await countRows(ctx(), matches)]).toEqual(before);
  });
});

describeApi('POST /api/bulk-intake: the same veteran twice', (ctx) => {
  const send = (payload: object) => ctx().app.inject({ method: 'POST', url: '/api/bulk-intake', payload });

  it('keeps one record and one open proposal when a veteran is sent again with the same name and phone', async () => {
    await insertHomes(ctx());
    const payload = {
      veterans: [
        veteran({ name: 'Erin Twice', phone: '518-555-0101' }),
        veteran({ name: 'erin  twice', phone: '(518) 555-0101' }),
      ],
    };
    const first = await send(payload);
    expect(first.statusCode).toBe(201);
    const [a, b] = first.json().results;
    // each intake has its own handle; both are the one person
    expect(b.intakeId).not.toBe(a.intakeId);
    const personId = await personOfIntake(ctx(), a.intakeId);
    expect(await personOfIntake(ctx(), b.intakeId)).toBe(personId);
    const second = await send(payload);
    expect(second.statusCode).toBe(201);
    expect(await personOfIntake(ctx(), second.json().results[0].intakeId)).toBe(personId);
    const people = await ctx().handle.db.select().from(veterans).where(eq(veterans.name, 'Erin Twice'));
    expect(people).toHaveLength(1);
    const open = await ctx().handle.db.select().from(matches).where(eq(matches.veteranId, personId));
    expect(open).toHaveLength(1);
  });

  it('never links a name and ZIP alone: the same name twice without a contact is two records and a pair', async () => {
    const first = await send({ veterans: [veteran({ name: 'Flynn Nophone' })] });
    const second = await send({ veterans: [veteran({ name: 'flynn nophone' })] });
    const ids = await Promise.all(
      [first, second].map((response) => personOfIntake(ctx(), response.json().results[0].intakeId)),
    );
    expect(new Set(ids).size).toBe(2);
    const pairs = await ctx()
      .handle.db.select()
      .from(possibleDuplicates)
      .where(inArray(possibleDuplicates.veteranAId, ids));
    expect(pairs.map((row) => row.evidence)).toEqual([['name', 'zipCode']]);
  });
});
