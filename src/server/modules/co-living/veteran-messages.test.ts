import { coLivingApplications, outboxMessages } from '@server/db/schema';
import { TEST_PUBLIC_URL, waitForDelivery } from '@server/test/mail.fixtures';
import { openMyPage } from '@server/test/my-page.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { CO_LIVING_MESSAGES } from '@shared/contracts/co-living';
import { eq, inArray } from 'drizzle-orm';
import { ALONE, application, applyForCoLiving } from './co-living.fixtures';
import { coLivingMailTest, seedApplicant, seedHousehold, sendProposals } from './households.fixtures';

describeApi('co-living messages reach the veteran, and the case manager when there is one', (ctx) => {
  const { db, mailbox, admin } = coLivingMailTest(ctx);

  /** Delivers every message queued for these applications; answers them. */
  async function deliver(applicationIds: string[]) {
    const queued = await db()
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.recipientId, applicationIds));
    await mailbox.runner.enqueueQueued();
    return waitForDelivery(
      db(),
      queued.map((q) => q.id),
    );
  }

  /** Opens the veteran's page with the one-time link in `text`; answers the page. */
  async function openPage(text: string) {
    const page = await openMyPage(ctx(), text);
    expect(page.statusCode).toBe(200);
    return page.json();
  }

  it('takes an application without a case manager and tells the veteran alone, once, with a link to /my', async () => {
    const payload = application(ALONE);
    const response = await applyForCoLiving(ctx(), payload);
    expect(response.statusCode).toBe(201);
    const { id, reference } = response.json();
    const [row] = await db().select().from(coLivingApplications).where(eq(coLivingApplications.id, id));
    expect(row).toMatchObject({ caseManagerName: null, caseManagerEmail: null, caseManagerPhone: null });

    const sent = await deliver([id]);
    expect(sent).toMatchObject([{ status: 'sent', recipientEmail: payload.veteranEmail }]);
    const mail = mailbox.smtp.to(payload.veteranEmail);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.parsed.subject).toBe(`Co-living application received: ${reference}`);
    const text = mail[0]?.parsed.text ?? '';
    expect(text).toContain('We received your co-living application');
    for (const personal of [payload.veteranName, payload.veteranPhone]) expect(text).not.toContain(personal);
    const page = await openPage(text);
    expect(page.applications.map((item: { reference: string }) => item.reference)).toEqual([reference]);
  });

  it('tells the veteran and the case manager each once, each with their own page', async () => {
    const caseManagerEmail = `case.${Date.now()}@vso.example`;
    const payload = application({ caseManagerEmail });
    const { id } = (await applyForCoLiving(ctx(), payload)).json();
    const sent = await deliver([id]);
    expect(sent.map((s) => s.recipientEmail).sort()).toEqual([caseManagerEmail, payload.veteranEmail].sort());
    expect(mailbox.smtp.to(payload.veteranEmail)).toHaveLength(1);
    const toCaseManager = mailbox.smtp.to(caseManagerEmail);
    expect(toCaseManager).toHaveLength(1);
    // the case manager's copy never opens the veteran's page
    expect(toCaseManager[0]?.parsed.text).not.toContain('/my?token=');
    expect(toCaseManager[0]?.parsed.text).toContain(`${TEST_PUBLIC_URL}/co-living-intake`);
  });

  it('lets a veteran applying alone change their application from their own email, and nobody else', async () => {
    const payload = application(ALONE);
    const first = (await applyForCoLiving(ctx(), payload)).json();
    const again = await applyForCoLiving(ctx(), { ...payload, maxRoomBudget: 900 });
    expect(again.json().reference).toBe(first.reference);
    // the same name and phone from another address: an application of its own, the veteran's is unchanged
    const other = await applyForCoLiving(ctx(), {
      ...payload,
      veteranEmail: 'spy@evil.test',
      maxRoomBudget: 400,
    });
    expect(other.statusCode).toBe(201);
    expect(other.json().reference).not.toBe(first.reference);
    const [row] = await db().select().from(coLivingApplications).where(eq(coLivingApplications.id, first.id));
    expect(row?.maxRoomBudgetCents).toBe(90_000);
  });

  it.each([
    ['caseManagerName', { caseManagerEmail: 'case@vso.example' }, CO_LIVING_MESSAGES.caseManagerName],
    ['caseManagerEmail', { caseManagerName: 'Casey Manager' }, CO_LIVING_MESSAGES.caseManagerEmail],
    ['caseManagerPhone', { caseManagerName: 'Casey Manager' }, CO_LIVING_MESSAGES.caseManagerPhone],
  ])('a case manager given in part needs %s too', async (field, given, message) => {
    const response = await applyForCoLiving(ctx(), application({ ...ALONE, ...given }));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path: field, message });
  });

  it('sends a proposed household to each member, and to the case manager only where there is one', async () => {
    const alone = await seedApplicant(db(), ALONE);
    const caseManagerEmail = `cm.${Date.now()}@vso.example`;
    const supported = await seedApplicant(db(), { caseManagerEmail });
    const { matchIds } = await seedHousehold(db(), [alone.id, supported.id], { maxOccupants: 2 });
    await deliver([alone.id, supported.id]);
    const before = mailbox.smtp.received.length;
    await sendProposals(ctx(), admin, matchIds);
    await deliver([alone.id, supported.id]);
    const proposals = mailbox.smtp.received
      .slice(before)
      .filter((m) => m.parsed.subject?.startsWith('Co-living household proposed'));
    // two veterans and one case manager, each once
    expect(proposals).toHaveLength(3);
    const toCaseManager = proposals.filter((m) => m.rcptTo.includes(caseManagerEmail));
    expect(toCaseManager).toHaveLength(1);
    expect(toCaseManager[0]?.parsed.subject).toBe(`Co-living household proposed: ${supported.reference}`);
    const toVeterans = proposals.filter((m) => !m.rcptTo.includes(caseManagerEmail));
    expect(toVeterans.map((m) => m.parsed.subject).sort()).toEqual(
      [alone.reference, supported.reference].map((r) => `Co-living household proposed: ${r}`).sort(),
    );
    for (const mail of toVeterans) {
      const text = mail.parsed.text ?? '';
      expect(text).toContain('Accept or decline it on your page');
      for (const name of [alone.veteranName, supported.veteranName]) expect(text).not.toContain(name);
    }
  }, 90_000);
});
