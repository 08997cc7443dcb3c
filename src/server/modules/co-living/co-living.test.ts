import { coLivingApplications, possibleDuplicates, veterans } from '@server/db/schema';
import { describeApi } from '@server/test/test-app.fixtures';
import { CO_LIVING_MESSAGES, CO_LIVING_RECEIVED_MESSAGE } from '@shared/contracts/co-living';
import { CO_LIVING_INCOME_MESSAGE } from '@shared/domain/co-living/vocabulary';
import { CO_LIVING_REFERENCE_PATTERN } from '@shared/domain/match-reference';
import { and, eq } from 'drizzle-orm';
import { application, applyForCoLiving } from './co-living.fixtures';

const issuesOf = (body: { issues?: { path: string; message: string }[] }) =>
  Object.fromEntries((body.issues ?? []).map((issue) => [issue.path, issue.message]));

describeApi('POST /api/co-living-applications', (ctx) => {
  const db = () => ctx().handle.db;
  const apply = (payload: unknown, headers?: Record<string, string>) =>
    applyForCoLiving(ctx(), payload, headers);
  const stored = async (id: string) => {
    const [row] = await db().select().from(coLivingApplications).where(eq(coLivingApplications.id, id));
    if (!row) throw new Error(`application ${id} not stored`);
    return row;
  };

  it('stores the application as pending under a reference and answers with the verified total', async () => {
    const payload = application({ petDetails: 'a cat', additionalNotes: 'Early riser' });
    const response = await apply(payload);
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(String),
      reference: expect.stringMatching(CO_LIVING_REFERENCE_PATTERN),
      status: 'pending',
      totalVerifiedMonthlyIncome: 2150,
      message: CO_LIVING_RECEIVED_MESSAGE,
    });
    const row = await stored(body.id);
    expect(row).toMatchObject({
      reference: body.reference,
      status: 'pending',
      organizationId: null,
      monthlyDisabilityIncomeCents: 120_000,
      monthlySocialSecurityIncomeCents: 95_000,
      totalVerifiedMonthlyIncomeCents: 215_000,
      maxRoomBudgetCents: 80_000,
      // the spec's defaults
      interestInCommunityActivities: true,
      willingToOrganizeEvents: false,
      previousSharedLivingExperience: false,
      accessibilityNeeds: false,
      hasServiceAnimal: false,
      hasPets: false,
      quietHoursStart: '22:00',
      quietHoursEnd: '07:00',
      // pet details are only kept for a veteran with pets
      petDetails: null,
      additionalNotes: 'Early riser',
    });
    const [veteran] = await db().select().from(veterans).where(eq(veterans.id, row.veteranId));
    expect(veteran).toMatchObject({
      name: payload.veteranName,
      phone: payload.veteranPhone.replace(/\D/g, ''),
      email: payload.veteranEmail,
      zipCode: '12207',
      caseManagerEmail: 'casey.manager@example.org',
      source: 'co_living',
    });
  });

  it('keeps pet details and quiet hours the veteran gives', async () => {
    const response = await apply(
      application({ hasPets: true, petDetails: 'A small dog', quietHours: { start: '21:30', end: '06:00' } }),
    );
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().id)).toMatchObject({
      hasPets: true,
      petDetails: 'A small dog',
      quietHoursStart: '21:30',
      quietHoursEnd: '06:00',
    });
  });

  it("answers every field's spec message", async () => {
    const response = await apply({});
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response.json())).toEqual({
      veteranName: 'Name is required',
      veteranEmail: 'Valid email required',
      veteranPhone: 'Valid phone number required',
      veteranZip: 'Valid ZIP code required',
      monthlyDisabilityIncome: 'Minimum $500 monthly disability income required',
      monthlySocialSecurityIncome: 'Minimum $500 monthly social security income required',
      serviceBranch: 'Service branch is required',
      preferredServiceEra: 'Service era preference is required',
      socialLevel: 'Social level is required',
      cleanliness: 'Cleanliness preference is required',
      smokingPreference: 'Smoking preference is required',
      drinkingPreference: 'Drinking preference is required',
      conflictResolutionStyle: 'Conflict resolution style is required',
      maxRoomBudget: 'Minimum $400 room budget required',
      preferredRoomType: 'Room type preference is required',
    });
  });

  it.each([
    ['veteranName', 'A', CO_LIVING_MESSAGES.veteranName],
    ['veteranEmail', 'not-an-email', CO_LIVING_MESSAGES.veteranEmail],
    ['veteranPhone', '555-0142', CO_LIVING_MESSAGES.veteranPhone],
    ['veteranZip', '1220', CO_LIVING_MESSAGES.veteranZip],
    ['veteranZip', '12207-1234', CO_LIVING_MESSAGES.veteranZip],
    ['caseManagerName', ' B ', CO_LIVING_MESSAGES.caseManagerName],
    ['caseManagerEmail', 'casey@', CO_LIVING_MESSAGES.caseManagerEmail],
    ['caseManagerPhone', '12345', CO_LIVING_MESSAGES.caseManagerPhone],
    ['monthlyDisabilityIncome', 499, CO_LIVING_MESSAGES.monthlyDisabilityIncome],
    ['monthlySocialSecurityIncome', null, CO_LIVING_MESSAGES.monthlySocialSecurityIncome],
    ['serviceBranch', 'space_force', CO_LIVING_MESSAGES.serviceBranch],
    ['maxRoomBudget', 399, CO_LIVING_MESSAGES.maxRoomBudget],
    ['preferredRoomType', 'penthouse', CO_LIVING_MESSAGES.preferredRoomType],
  ])('refuses %s = %j with its message', async (field, value, message) => {
    const response = await apply(application({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response.json())[field]).toBe(message);
  });

  it('refuses a verified total under $2,000 with the spec message, and saves nothing', async () => {
    const payload = application({ monthlyDisabilityIncome: 1000, monthlySocialSecurityIncome: 999 });
    const response = await apply(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: CO_LIVING_INCOME_MESSAGE,
      issues: [{ path: 'totalVerifiedMonthlyIncome', message: CO_LIVING_INCOME_MESSAGE }],
    });
    const saved = await db().select().from(veterans).where(eq(veterans.email, payload.veteranEmail));
    expect(saved).toEqual([]);
  });

  it('accepts exactly $2,000', async () => {
    const response = await apply(
      application({ monthlyDisabilityIncome: 1000, monthlySocialSecurityIncome: 1000 }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().totalVerifiedMonthlyIncome).toBe(2000);
  });

  it("ignores an unticked benefit's income: not required, not counted, not stored", async () => {
    const alone = await apply(
      application({
        hasSocialSecurityBenefits: false,
        monthlySocialSecurityIncome: 100,
        monthlyDisabilityIncome: 2400,
      }),
    );
    expect(alone.statusCode).toBe(201);
    expect(alone.json().totalVerifiedMonthlyIncome).toBe(2400);
    expect(await stored(alone.json().id)).toMatchObject({
      hasSocialSecurityBenefits: false,
      monthlySocialSecurityIncomeCents: null,
      totalVerifiedMonthlyIncomeCents: 240_000,
    });

    // an unticked box's income does not lift the total over $2,000
    const short = await apply(
      application({
        hasDisabilityBenefits: false,
        monthlyDisabilityIncome: 1500,
        monthlySocialSecurityIncome: 900,
      }),
    );
    expect(short.statusCode).toBe(400);
    expect(issuesOf(short.json())).toEqual({ totalVerifiedMonthlyIncome: CO_LIVING_INCOME_MESSAGE });
  });

  it('links a known veteran (same name and phone, or name and email) instead of creating a second record', async () => {
    const first = application();
    const original = await apply(first);
    const veteranId = (await stored(original.json().id)).veteranId;
    const samePhone = application({
      veteranName: first.veteranName.toUpperCase(),
      veteranPhone: `(${first.veteranPhone.slice(0, 3)}) ${first.veteranPhone.slice(4)}`,
      veteranEmail: 'another@example.com',
    });
    const sameEmail = application({
      veteranName: first.veteranName,
      veteranPhone: '518-555-0999',
      veteranEmail: first.veteranEmail.toUpperCase(),
    });
    for (const payload of [samePhone, sameEmail]) {
      const response = await apply(payload);
      expect(response.statusCode).toBe(201);
      expect((await stored(response.json().id)).veteranId).toBe(veteranId);
    }
    const records = await db().select().from(veterans).where(eq(veterans.id, veteranId));
    // the record keeps who it is and how to reach them: a form does not change a known veteran
    expect(records[0]).toMatchObject({ name: first.veteranName, email: first.veteranEmail.toLowerCase() });
  });

  it('keeps someone else who shares the phone as a person of their own, with their own application', async () => {
    const first = application();
    const original = (await apply(first)).json();
    const other = (
      await apply(
        application({
          veteranName: 'Someone Else',
          veteranPhone: first.veteranPhone,
          veteranEmail: 'else@example.com',
        }),
      )
    ).json();
    expect(other.id).not.toBe(original.id);
    const [a, b] = [await stored(original.id), await stored(other.id)];
    expect(b.veteranId).not.toBe(a.veteranId);
    const [person] = await db().select().from(veterans).where(eq(veterans.id, b.veteranId));
    expect(person?.name).toBe('Someone Else');
  });

  it("accepts another case manager's application as its own, leaving the one in review as it was", async () => {
    const payload = application();
    const first = (await apply(payload)).json();
    const before = await stored(first.id);
    const stranger = await apply({
      ...payload,
      caseManagerEmail: 'someone.else@example.org',
      maxRoomBudget: 900,
    });
    // the same answer as for anyone: nothing says the veteran is on record or has an application
    expect(stranger.statusCode).toBe(201);
    const body = stranger.json();
    expect(body).toMatchObject({ status: 'pending', message: first.message });
    expect(body.id).not.toBe(first.id);
    expect(body.reference).not.toBe(first.reference);
    expect(await stored(first.id)).toEqual(before);
    // its own pending application, on a person of its own paired with the first for an admin
    const theirs = await stored(body.id);
    expect(theirs).toMatchObject({ status: 'pending', caseManagerEmail: 'someone.else@example.org' });
    expect(theirs.veteranId).not.toBe(before.veteranId);
    const [low, high] = [theirs.veteranId, before.veteranId].sort();
    const pairs = await db()
      .select()
      .from(possibleDuplicates)
      .where(
        and(eq(possibleDuplicates.veteranAId, low ?? ''), eq(possibleDuplicates.veteranBId, high ?? '')),
      );
    expect(pairs).toHaveLength(1);
  });

  it('updates the open application when the veteran applies again, keeping its reference', async () => {
    const payload = application();
    const first = (await apply(payload)).json();
    const again = await apply({ ...payload, maxRoomBudget: 650, socialLevel: 'introverted' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: first.id, reference: first.reference, status: 'pending' });
    const rows = await db()
      .select()
      .from(coLivingApplications)
      .where(eq(coLivingApplications.veteranId, (await stored(first.id)).veteranId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ maxRoomBudgetCents: 65_000, socialLevel: 'introverted' });
  });

  it('starts a new application once the earlier one is closed', async () => {
    const payload = application();
    const first = (await apply(payload)).json();
    await db()
      .update(coLivingApplications)
      .set({ status: 'withdrawn' })
      .where(eq(coLivingApplications.id, first.id));
    const again = (await apply(payload)).json();
    expect(again.id).not.toBe(first.id);
    expect(again.reference).not.toBe(first.reference);
  });

  it('refuses unknown fields and a malformed quiet hours time', async () => {
    expect((await apply(application({ needType: 'community_living' }))).statusCode).toBe(400);
    const badTime = await apply(application({ quietHours: { start: '10pm', end: '07:00' } }));
    expect(badTime.statusCode).toBe(400);
    expect(issuesOf(badTime.json())['quietHours.start']).toBe('Enter a time like 22:00');
  });
});
