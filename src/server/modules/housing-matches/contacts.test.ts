import { randomUUID } from 'node:crypto';
import { auditEvents, landlords, matches, organizations } from '@server/db/schema';
import { insertTestHome } from '@server/test/homes.fixtures';
import { clearHousing, housingActors, insertQueueVeteran } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

const contactsPath = (id: string) => `/api/housing-matches/${id}/contacts`;

describeApi('match contacts for admins', (ctx) => {
  const { actors, send, asAdmin, asLandlord, asPartner } = housingActors(ctx);
  const db = () => ctx().handle.db;
  const world = { referred: '', bare: '' };

  beforeAll(async () => {
    await clearHousing(db());
    await db()
      .update(organizations)
      .set({ phone: '5185550111', email: 'help@vso.example.org' })
      .where(eq(organizations.id, actors.partnerOrgId));
    await db().update(landlords).set({ phone: '5185550122' }).where(eq(landlords.id, actors.landlordId));
    const referredVeteran = await insertQueueVeteran(db(), '12207', {
      name: 'Maria Lopez',
      phone: '5185550133',
      email: 'maria@example.com',
      caseManagerEmail: 'cm@vso.example.org',
      organizationId: actors.partnerOrgId,
    });
    const ownedHome = await insertTestHome(db(), '12207', { landlordId: actors.landlordId });
    const bareVeteran = await insertQueueVeteran(db(), '12207', {
      name: 'Sam Carter',
      phone: null,
      email: null,
      caseManagerEmail: null,
    });
    const unownedHome = await insertTestHome(db(), '12207');
    const rows = await db()
      .insert(matches)
      .values([
        { veteranId: referredVeteran, propertyId: ownedHome, score: 80, reason: 'test', origin: 'engine' },
        { veteranId: bareVeteran, propertyId: unownedHome, score: 70, reason: 'test', origin: 'engine' },
      ])
      .returning({ id: matches.id });
    world.referred = rows[0]?.id ?? '';
    world.bare = rows[1]?.id ?? '';
  });

  it('gives an admin every contact on the match, and audits the read', async () => {
    const response = await asAdmin('GET', contactsPath(world.referred));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      matchId: world.referred,
      veteran: { name: 'Maria Lopez', phone: '5185550133', email: 'maria@example.com' },
      caseManagerEmail: 'cm@vso.example.org',
      organization: { phone: '5185550111', email: 'help@vso.example.org' },
      landlord: { name: 'Pat Landlord', phone: '5185550122' },
    });
    expect(body.organization.name).toMatch(/^Test Veterans Services/);
    expect(body.landlord.email).toMatch(/@example\.com$/);

    const events = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'veteran.contact_viewed'));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorType: 'admin',
      targetType: 'match',
      targetId: world.referred,
      details: { matchId: world.referred },
    });
  });

  it('answers null for what is not on record: no organisation, no landlord, no phone or email', async () => {
    const response = await asAdmin('GET', contactsPath(world.bare));
    expect(response.json()).toEqual({
      matchId: world.bare,
      veteran: { name: 'Sam Carter', phone: null, email: null },
      caseManagerEmail: null,
      organization: null,
      landlord: null,
    });
  });

  it('is for admins only (401, 403), 404 for an unknown match, and audits nothing it refused', async () => {
    const before = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'veteran.contact_viewed'));
    expect((await send('GET', contactsPath(world.referred))).statusCode).toBe(401);
    expect((await send('GET', contactsPath('not-an-id'))).statusCode).toBe(401);
    expect((await asPartner('GET', contactsPath(world.referred))).statusCode).toBe(401);
    expect((await asLandlord('GET', contactsPath(world.referred))).statusCode).toBe(403);
    const unknown = await asAdmin('GET', contactsPath(randomUUID()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Match not found' });
    expect((await asAdmin('GET', contactsPath('not-an-id'))).statusCode).toBe(400);
    const after = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'veteran.contact_viewed'));
    expect(after).toHaveLength(before.length);
  });
});
