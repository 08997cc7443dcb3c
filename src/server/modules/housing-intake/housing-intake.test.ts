import { auditEvents, landlords, properties, veterans } from '@server/db/schema';
import { clearHousing, housingActors, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { personStatusIn } from '@server/test/person-events.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const veteranForm = {
  name: 'Alex Morgan',
  phone: '518-555-0142',
  email: 'Alex@Example.com',
  caseManagerEmail: 'CM@vso.org',
  zipCode: '12207',
  hasVoucher: true,
  requiresAccessibility: false,
  hasPet: true,
  urgencyLevel: 'critical',
  additionalNotes: 'Needs ground floor',
  maxMonthlyRent: 1100.5,
};

const listingForm = {
  landlordName: 'Dana Owner',
  landlordEmail: 'Dana@Owner.com',
  landlordPhone: '',
  landlordTier: 'plum',
  address: '12 Elm St',
  zipCode: '12207',
  monthlyRent: 950,
  acceptsVouchers: true,
  isAccessible: true,
  allowsPets: false,
  unitType: 'house',
  bedrooms: 2,
  bathrooms: 1,
  availableDate: '2026-01-15',
  additionalFeatures: 'Porch',
  unitsAvailable: 2,
};

describeApi('housing intake forms and lists', (ctx) => {
  const { actors, send, asAdmin, asLandlord, asPartner } = housingActors(ctx);
  const db = () => ctx().handle.db;
  beforeEach(() => clearHousing(db()));

  it('registers a veteran from the public form: cents, lower-case emails, housing intake source', async () => {
    const response = await send('POST', '/api/veterans-housing', {}, veteranForm);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Veteran housing profile created',
      existingVeteran: false,
      caseloadVeteranId: null,
      referral: null,
    });
    const [row] = await db().select().from(veterans);
    expect(row).toMatchObject({
      name: 'Alex Morgan',
      email: 'alex@example.com',
      caseManagerEmail: 'cm@vso.org',
      hasVoucher: true,
      hasPet: true,
      urgency: 'critical',
      maxRentCents: 110_050,
      source: 'housing_intake',
      organizationId: null,
    });
    // a new person is waiting for a home by their one status
    expect(await personStatusIn(db(), row?.id ?? '')).toBe('waiting');
  });

  it('defaults urgency to normal and keeps an unknown budget as null', async () => {
    const { urgencyLevel, maxMonthlyRent, ...rest } = veteranForm;
    expect((await send('POST', '/api/veterans-housing', {}, rest)).statusCode).toBe(201);
    const [row] = await db().select().from(veterans);
    expect(row).toMatchObject({ urgency: 'normal', maxRentCents: null });
  });

  it("refuses a form without name, case manager email or ZIP with the fields' messages", async () => {
    const response = await send(
      'POST',
      '/api/veterans-housing',
      {},
      {
        ...veteranForm,
        name: ' ',
        caseManagerEmail: '',
        zipCode: '12345678901',
      },
    );
    expect(response.statusCode).toBe(400);
    const { issues } = response.json() as { issues: { path: string; message: string }[] };
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: "Enter the veteran's name" },
        { path: 'caseManagerEmail', message: "Enter the case manager's email address" },
        { path: 'zipCode', message: 'Enter a 5-digit ZIP code' },
      ]),
    );
    expect(await db().select().from(veterans)).toHaveLength(0);
  });

  it('gives a veteran registered with a partner token to that partner', async () => {
    expect((await asPartner('POST', '/api/veterans-housing', veteranForm)).statusCode).toBe(201);
    const [row] = await db().select().from(veterans);
    expect(row?.organizationId).toBe(actors.partnerOrgId);
    const dead = await send(
      'POST',
      '/api/veterans-housing',
      { authorization: `Bearer ${'x'.repeat(40)}` },
      veteranForm,
    );
    expect(dead.statusCode).toBe(401);
  });

  it('lists every queue veteran to an admin (audited, no-store) and only its own to a partner', async () => {
    // newest first: distinct times, since rows inserted in one instant fall back to their random ids
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await insertQueueVeteran(db(), '12207', {
      name: 'Own One',
      organizationId: actors.partnerOrgId,
      createdAt: at(3),
    });
    await insertQueueVeteran(db(), '12207', {
      name: 'Other One',
      organizationId: actors.otherPartnerOrgId,
      createdAt: at(2),
    });
    await insertQueueVeteran(db(), '10001', { name: 'Unowned', createdAt: at(1) });

    const admin = await asAdmin('GET', '/api/veterans-housing');
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(admin.headers['x-total-count']).toBe('3');
    expect(admin.json()[0]).toMatchObject({ name: 'Unowned', zipCode: '10001', urgencyLevel: 'normal' });
    const reads = await db().select().from(auditEvents).where(eq(auditEvents.action, 'veterans.read'));
    expect(reads.length).toBeGreaterThan(0);

    const partner = await asPartner('GET', '/api/veterans-housing');
    expect(partner.statusCode).toBe(200);
    expect(partner.headers['cache-control']).toBe('no-store');
    expect(partner.json().map((v: { name: string }) => v.name)).toEqual(['Own One']);
  });

  it('refuses the veteran list without a session (401) and to a landlord (403)', async () => {
    await insertQueueVeteran(db(), '12207');
    expect((await send('GET', '/api/veterans-housing')).statusCode).toBe(401);
    expect((await asLandlord('GET', '/api/veterans-housing')).statusCode).toBe(403);
  });

  it('paginates the veteran list', async () => {
    for (const zip of ['12207', '12208', '12209']) await insertQueueVeteran(db(), zip);
    const page = await asAdmin('GET', '/api/veterans-housing?limit=2&offset=2');
    expect(page.json()).toHaveLength(1);
    expect(page.headers['x-total-count']).toBe('3');
    expect((await asAdmin('GET', '/api/veterans-housing?limit=0')).statusCode).toBe(400);
  });

  it('lists a property from the public form under a bronze lead landlord, waiting for review', async () => {
    const response = await send('POST', '/api/properties-housing', {}, listingForm);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Property listed successfully', status: 'pending_review' });
    const [home] = await db().select().from(properties);
    expect(home).toMatchObject({
      address: '12 Elm St',
      city: 'Albany',
      state: 'NY',
      rentCents: 95_000,
      unitsAvailable: 2,
      accessible: true,
      acceptsVouchers: true,
      unitType: 'house',
      availableDate: '2026-01-15',
      description: 'Porch',
      status: 'pending_review',
    });
    const [owner] = await db()
      .select()
      .from(landlords)
      .where(eq(landlords.id, home?.landlordId ?? ''));
    expect(owner).toMatchObject({ email: 'dana@owner.com', tier: 'bronze', userId: null });

    // the same email lists again: one landlord record, not two
    await send('POST', '/api/properties-housing', {}, { ...listingForm, address: '14 Elm St' });
    const homes = await db().select().from(properties);
    expect(new Set(homes.map((h) => h.landlordId)).size).toBe(1);
  });

  it('keeps the tier an admin posts and lists a signed-in landlord under their own record', async () => {
    const byAdmin = await asAdmin('POST', '/api/properties-housing', {
      ...listingForm,
      landlordEmail: 'new@x.com',
    });
    expect(byAdmin.statusCode).toBe(201);
    const [lead] = await db().select().from(landlords).where(eq(landlords.email, 'new@x.com'));
    expect(lead?.tier).toBe('plum');

    const byLandlord = await asLandlord('POST', '/api/properties-housing', {
      ...listingForm,
      address: '9 Own Rd',
    });
    expect(byLandlord.statusCode).toBe(201);
    const [own] = await db().select().from(properties).where(eq(properties.address, '9 Own Rd'));
    expect(own?.landlordId).toBe(actors.landlordId);
  });

  it("saves an admin's unavailable listing as filled and refuses bad numbers with messages", async () => {
    const filled = await asAdmin('POST', '/api/properties-housing', { ...listingForm, isAvailable: false });
    expect(filled.json()).toEqual({ message: 'Property listed successfully', status: 'filled' });
    const [home] = await db().select().from(properties);
    expect(home?.status).toBe('filled');

    const bad = await send(
      'POST',
      '/api/properties-housing',
      {},
      {
        ...listingForm,
        monthlyRent: -1,
        bedrooms: 0,
        unitType: 'castle',
      },
    );
    expect(bad.statusCode).toBe(400);
    const paths = (bad.json() as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['monthlyRent', 'bedrooms', 'unitType']));
  });

  it('shows the property list to admins only, in dollars with the landlord tier', async () => {
    await asAdmin('POST', '/api/properties-housing', listingForm);
    expect((await send('GET', '/api/properties-housing')).statusCode).toBe(401);
    expect((await asLandlord('GET', '/api/properties-housing')).statusCode).toBe(403);
    expect((await asPartner('GET', '/api/properties-housing')).statusCode).toBe(401);
    const list = await asAdmin('GET', '/api/properties-housing');
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({
      landlordName: 'Dana Owner',
      landlordTier: 'plum',
      monthlyRent: 950,
      isAvailable: true,
      isAccessible: true,
      bedrooms: 2,
      unitsAvailable: 2,
      additionalFeatures: 'Porch',
    });
  });
});
