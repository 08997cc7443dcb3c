import { auditEvents, coLivingApplications, inboxItems, outboxMessages } from '@server/db/schema';
import { payloadOf } from '@server/modules/messages';
import { useTestMailbox, waitForDelivery } from '@server/test/mail.fixtures';
import { signedInPartner } from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { and, eq } from 'drizzle-orm';
import { application, applyForCoLiving } from './co-living.fixtures';

describeApi('co-living application: inbox, acknowledgement, audit and partners', (ctx) => {
  const db = () => ctx().handle.db;
  const mailbox = useTestMailbox(ctx);
  const apply = (payload: unknown, headers?: Record<string, string>) =>
    applyForCoLiving(ctx(), payload, headers);

  it('opens one inbox item per application with who and what, never contact details or income', async () => {
    const payload = application({ veteranName: 'Robin Inbox', veteranZip: '12210' });
    const { id } = (await apply(payload)).json();
    const items = await db()
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.type, 'co_living_application'), eq(inboxItems.subjectId, id)));
    expect(items).toMatchObject([
      {
        status: 'open',
        summary: 'Robin Inbox applied for co-living (12210), verified income of at least $2,000',
      },
    ]);
    for (const secret of [payload.veteranPhone, payload.veteranEmail, '2,150', '2150'])
      expect(items[0]?.summary).not.toContain(secret);
    // applying again keeps the one open item
    await apply(payload);
    const after = await db().select().from(inboxItems).where(eq(inboxItems.subjectId, id));
    expect(after).toHaveLength(1);
  });

  it('tells the case manager the application arrived, its reference and when matching begins', async () => {
    // the address is nobody's confirmed one: the mail says fixed words, never the name typed with it
    const caseManagerName = 'Pat Case visit https://evil.test/login';
    const payload = application({ caseManagerEmail: 'Pat.Case@Example.org', caseManagerName });
    const response = await apply(payload);
    const { id, reference } = response.json();
    const queued = await db().select().from(outboxMessages).where(eq(outboxMessages.recipientId, id));
    const toCaseManager = queued.filter((q) => payloadOf(q).audience === 'case_manager');
    expect(toCaseManager).toMatchObject([{ kind: 'co_living.application_received', status: 'queued' }]);

    await mailbox.runner.enqueueQueued();
    const [row] = await waitForDelivery(
      db(),
      toCaseManager.map((q) => q.id),
    );
    expect(row).toMatchObject({ status: 'sent', recipientEmail: 'pat.case@example.org' });
    const mail = mailbox.smtp.to('pat.case@example.org');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.parsed.subject).toBe(`Co-living application received: ${reference}`);
    const text = mail[0]?.parsed.text ?? '';
    expect(text).toContain('Hello,');
    expect(text).toContain(`Its reference is ${reference}`);
    expect(text).toContain('We begin compatibility matching within 24 hours');
    expect(text).toContain('https://housing.test/co-living-intake');
    for (const secret of [
      'Pat Case',
      'evil.test',
      payload.veteranName,
      payload.veteranPhone,
      payload.veteranEmail,
      '1,200',
      '1200',
      '950',
    ])
      expect(text).not.toContain(secret);
  });

  it('writes an audit line with ids and statuses only', async () => {
    const payload = application();
    const { id } = (await apply(payload)).json();
    const [application_] = await db()
      .select()
      .from(coLivingApplications)
      .where(eq(coLivingApplications.id, id));
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.targetId, id));
    expect(audit).toMatchObject([
      {
        action: 'co_living.application_received',
        actorType: 'anonymous',
        actorId: null,
        targetType: 'co_living_application',
        details: {
          veteranId: application_?.veteranId,
          status: 'pending',
          updated: false,
          linkedToPersonOnRecord: false,
        },
      },
    ]);
    const text = JSON.stringify(audit[0]?.details);
    for (const secret of [payload.veteranName, payload.veteranPhone, payload.veteranEmail])
      expect(text).not.toContain(secret);
  });

  it("records a signed-in partner's organisation on the application and the veteran", async () => {
    const partner = await signedInPartner(ctx());
    const response = await apply(application(), partner.headers);
    expect(response.statusCode).toBe(201);
    const [row] = await db()
      .select()
      .from(coLivingApplications)
      .where(eq(coLivingApplications.id, response.json().id));
    expect(row?.organizationId).toBe(partner.organizationId);
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.targetId, response.json().id));
    expect(audit[0]).toMatchObject({ actorType: 'partner', actorId: partner.organizationId });
    const queued = await db()
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipientId, response.json().id));
    // the veteran and the case manager
    expect(queued.map((q) => payloadOf(q).audience).sort()).toEqual(['case_manager', 'member']);
  });

  it.each([
    ['an unknown token', `Bearer ${'x'.repeat(43)}`],
    ['a malformed header', 'Basic dXNlcjpwYXNz'],
  ])('refuses %s with 401 before reading the body, and saves nothing', async (_name, authorization) => {
    const before = await db().select().from(coLivingApplications);
    const response = await apply(application(), { authorization });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in to continue.' });
    expect((await apply({}, { authorization })).statusCode).toBe(401);
    expect(await db().select().from(coLivingApplications)).toHaveLength(before.length);
  });
});
