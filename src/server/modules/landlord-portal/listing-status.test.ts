import { randomUUID } from 'node:crypto';
import { auditEvents, matches, properties } from '@server/db/schema';
import { bearer, loginUser, makeLandlord } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { housingActors, insertQueueVeteran, insertTestMatch } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import type { PropertyStatus } from '@shared/domain/inventory';
import { and, eq, sql } from 'drizzle-orm';

const statusPath = (id: string) => `/api/landlord/listings/${id}/status`;

describeApi('POST /api/landlord/listings/:id/status', (ctx) => {
  const { actors, send } = housingActors(ctx);
  const db = () => ctx().handle.db;
  let otherCookie = '';

  beforeAll(async () => {
    const other = await makeLandlord(db());
    otherCookie = await loginUser(ctx().app, other.email);
  });

  const home = (change: Partial<typeof properties.$inferInsert> = {}) =>
    insertTestHome(db(), '12345', { landlordId: actors.landlordId, ...change });
  const move = (id: string, payload: unknown, cookie = actors.landlordCookie) =>
    send('POST', statusPath(id), cookie ? { cookie } : {}, payload);
  const stored = async (id: string) => {
    const [row] = await db().select().from(properties).where(eq(properties.id, id));
    return row;
  };
  const audits = (id: string) =>
    db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'property.status_changed'), eq(auditEvents.targetId, id)));

  it('lets the owner pause, resume, fill and reopen a listing, each move audited', async () => {
    const id = await home({ unitsAvailable: 2 });
    for (const to of ['paused', 'available', 'filled', 'available', 'paused', 'filled'] as const) {
      const response = await move(id, { status: to });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        listing: { id, status: to, availableUnits: 2 },
        matchesClosed: 0,
      });
      expect((await stored(id))?.status).toBe(to);
    }
    const trail = await audits(id);
    expect(trail).toHaveLength(6);
    expect(trail[0]).toMatchObject({
      actorType: 'landlord',
      targetType: 'property',
      details: { from: 'available', to: 'paused', matchesClosed: 0 },
    });
  });

  it('reopens a filled home with no unit left with one unit, and fills a matched home', async () => {
    const filled = await home({ status: 'filled', unitsAvailable: 0 });
    const reopened = await move(filled, { status: 'available' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().listing).toMatchObject({ status: 'available', availableUnits: 1 });
    const matched = await home({ status: 'matched' });
    expect((await move(matched, { status: 'filled' })).statusCode).toBe(200);
    expect((await stored(matched))?.status).toBe('filled');
  });

  const refused: [PropertyStatus, string, string][] = [
    ['pending_review', 'available', 'This listing is waiting for our review.'],
    ['pending_review', 'paused', 'This listing is waiting for our review.'],
    ['declined', 'available', 'This listing was declined in review. Edit it to send it for review again.'],
    ['declined', 'filled', 'This listing was declined in review.'],
    ['available', 'available', 'This listing is already available.'],
    ['paused', 'paused', 'This listing is already paused.'],
    ['filled', 'filled', 'This listing is already filled.'],
    ['filled', 'paused', "A filled listing can't be marked paused."],
    ['matched', 'paused', "A matched listing can't be marked paused."],
    ['matched', 'available', "A matched listing can't be marked available."],
  ];
  it.each(refused)('refuses %s -> %s with 409 and changes nothing', async (from, to, message) => {
    const id = await home({ status: from });
    const response = await move(id, { status: to });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(message);
    expect((await stored(id))?.status).toBe(from);
    expect(await audits(id)).toHaveLength(0);
  });

  it("answers 404 to another landlord (the listing's existence stays private) and 401 to a visitor", async () => {
    const id = await home();
    const other = await move(id, { status: 'paused' }, otherCookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Listing not found' });
    const visitor = await move(id, { status: 'paused' }, '');
    expect(visitor.statusCode).toBe(401);
    const partner = await send('POST', statusPath(id), bearer(actors.partnerToken), { status: 'paused' });
    expect(partner.statusCode).toBe(401);
    expect((await move(randomUUID(), { status: 'paused' })).statusCode).toBe(404);
    expect((await stored(id))?.status).toBe('available');
    expect(await audits(id)).toHaveLength(0);
  });

  it("lets an admin move any landlord's listing, audited as the admin", async () => {
    const id = await home();
    const response = await move(id, { status: 'paused' }, actors.adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().listing).toMatchObject({ status: 'paused', landlordName: expect.any(String) });
    expect((await audits(id))[0]?.actorType).toBe('admin');
  });

  it.each([
    ['no status', {}],
    ['a status a landlord cannot set', { status: 'matched' }],
    ['a field the contract does not know', { status: 'paused', note: 'x' }],
  ])('answers 400 to a body with %s, and writes nothing', async (_name, payload) => {
    const id = await home();
    const response = await move(id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.length).toBeGreaterThan(0);
    expect((await stored(id))?.status).toBe('available');
    expect(await audits(id)).toHaveLength(0);
  });

  it('answers 400 "Unknown id" to an id that is not one', async () => {
    const response = await move('not-an-id', { status: 'paused' });
    expect(response.statusCode).toBe(400);
  });

  it('writes nothing when the move fails half way (the audit insert is refused)', async () => {
    const id = await home();
    const veteranId = await insertQueueVeteran(db(), '12345');
    await insertTestMatch(db(), veteranId, id, { reason: 'x', status: 'pending' });
    // a real failure inside the transaction, after the status and the matches were written
    await db().execute(
      sql.raw(`
      create or replace function refuse_status_audit() returns trigger language plpgsql as $$
      begin
        if new.action = 'property.status_changed' and new.target_id = '${id}' then
          raise exception 'refused by the test';
        end if;
        return new;
      end $$`),
    );
    await db().execute(
      sql.raw(`create trigger refuse_status_audit before insert on audit_events
        for each row execute function refuse_status_audit()`),
    );
    try {
      const response = await move(id, { status: 'paused' });
      expect(response.statusCode).toBe(500);
    } finally {
      await db().execute(sql.raw('drop trigger refuse_status_audit on audit_events'));
    }
    expect((await stored(id))?.status).toBe('available');
    const [match] = await db().select().from(matches).where(eq(matches.propertyId, id));
    expect(match?.status).toBe('pending');
  });
});
