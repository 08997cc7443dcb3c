import { landlords, partnerApplications, properties } from '@server/db/schema';
import {
  latestLink,
  mintLink,
  postSignup,
  postSignupConfirm,
  SIGNUP_PASSWORD,
  userNamed,
} from '@server/test/account-links.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';

/** A landlord account adopts the leads listed under its email, once the email is confirmed. */
describeApi('landlord leads adopted at sign-up confirmation', (ctx) => {
  const db = () => ctx().handle.db;
  const signup = (payload: object) => postSignup(ctx().app, payload);
  const confirm = (token: string) => postSignupConfirm(ctx().app, token);

  it("adopts a lead's record and homes only once the email is confirmed", async () => {
    const [lead] = await db()
      .insert(landlords)
      .values({ name: 'Lead Person', email: 'Lead@Example.com', tier: 'green' })
      .returning();
    const homeId = await insertTestHome(db(), '12207', { landlordId: lead?.id });
    await signup({
      name: 'Lead Person',
      email: 'lead@example.com',
      phone: '518-555-0199',
      password: SIGNUP_PASSWORD,
    });
    const user = await userNamed(db(), 'lead@example.com');
    const [untouched] = await db()
      .select()
      .from(landlords)
      .where(eq(landlords.id, lead?.id ?? ''));
    expect(untouched?.userId).toBeNull();

    const token = await mintLink(db(), (await latestLink(db(), user?.id ?? '')).id);
    expect((await confirm(token)).statusCode).toBe(200);
    const records = await db()
      .select()
      .from(landlords)
      .where(eq(landlords.userId, user?.id ?? ''));
    expect(records).toEqual([
      expect.objectContaining({ id: lead?.id, tier: 'green', phone: '518-555-0199' }),
    ]);
    const [home] = await db().select().from(properties).where(eq(properties.id, homeId));
    expect(home?.landlordId).toBe(lead?.id);
  });

  it("moves an older lead's partner application to the record the account keeps", async () => {
    const [older, newer] = await db()
      .insert(landlords)
      .values([
        { name: 'Older Lead', email: 'twice@example.com', createdAt: new Date('2026-01-01T00:00:00Z') },
        { name: 'Newer Lead', email: 'twice@example.com', createdAt: new Date('2026-02-01T00:00:00Z') },
      ])
      .returning();
    const [application] = await db()
      .insert(partnerApplications)
      .values({
        name: 'Older Lead',
        company: 'Lead Homes',
        email: 'twice@example.com',
        phone: '5185550142',
        status: 'approved',
        decidedAt: new Date(),
        landlordId: older?.id,
      })
      .returning();
    await signup({
      name: 'Twice Lead',
      email: 'twice@example.com',
      phone: '518-555-0142',
      password: SIGNUP_PASSWORD,
    });
    const user = await userNamed(db(), 'twice@example.com');
    const token = await mintLink(db(), (await latestLink(db(), user?.id ?? '')).id);
    expect((await confirm(token)).statusCode).toBe(200);
    const [moved] = await db()
      .select({ landlordId: partnerApplications.landlordId })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, application?.id ?? ''));
    expect(moved?.landlordId).toBe(newer?.id);
    expect(
      await db()
        .select()
        .from(landlords)
        .where(eq(landlords.id, older?.id ?? '')),
    ).toEqual([]);
  });
});
