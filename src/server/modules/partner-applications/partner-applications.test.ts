import {
  auditEvents,
  inboxItems,
  inboxNotes,
  landlords,
  outboxMessages,
  partnerApplications,
  users,
} from '@server/db/schema';
import { signUpAndConfirm } from '@server/test/account-links.fixtures';
import { housingActors } from '@server/test/housing-world.fixtures';
import { useTestMailbox, waitForDelivery } from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { INBOX_ACTION_NOT_OFFERED } from '@shared/contracts/inbox';
import {
  PARTNER_DECLINE_REASON_MISSING,
  PARTNER_FIELD_MESSAGES,
  PARTNER_SUBMITTED_MESSAGE,
} from '@shared/contracts/partner-applications';
import { and, eq, inArray } from 'drizzle-orm';
import { application, LINK } from './partner-applications.fixtures';

describeApi('housing-partner applications', (ctx) => {
  const { send, asAdmin, asLandlord, asPartner } = housingActors(ctx);
  const mailbox = useTestMailbox(ctx);
  const db = () => ctx().handle.db;
  const apply = (payload: unknown) =>
    ctx().app.inject({ method: 'POST', url: '/api/partner-applications', payload: payload as object });
  const itemOf = async (applicationId: string) => {
    const [item] = await db()
      .select()
      .from(inboxItems)
      .where(and(eq(inboxItems.type, 'partner_application'), eq(inboxItems.subjectId, applicationId)));
    if (!item) throw new Error('no inbox item');
    return item;
  };
  const decide = (itemId: string, body: unknown) =>
    asAdmin('POST', `/api/admin/inbox/${itemId}/partner-application-decision`, body);
  const queuedFor = (applicationId: string) =>
    db().select().from(outboxMessages).where(eq(outboxMessages.recipientId, applicationId));
  /** Delivers the listed messages to the test SMTP server and answers the text each recipient got. */
  const deliver = async (ids: string[]) => {
    await mailbox.runner.enqueueQueued();
    const rows = await waitForDelivery(db(), ids);
    for (const row of rows) expect(row.status).toBe('sent');
    return rows;
  };
  const mailTo = (address: string, subject: string) =>
    mailbox.smtp.to(address).find((mail) => mail.parsed.subject?.startsWith(subject))?.parsed;

  it('answers 400 with the contract messages, at the fields, and stores nothing', async () => {
    const empty = await apply({});
    expect(empty.statusCode).toBe(400);
    const issues = empty.json().issues as { path: string; message: string }[];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: PARTNER_FIELD_MESSAGES.name },
        { path: 'company', message: PARTNER_FIELD_MESSAGES.company },
        { path: 'email', message: PARTNER_FIELD_MESSAGES.email },
        { path: 'phone', message: PARTNER_FIELD_MESSAGES.phone },
      ]),
    );
    expect(empty.json().message).toBe(PARTNER_FIELD_MESSAGES.name);

    const blanks = await apply(application({ name: '  ', company: '', email: '', phone: '' }));
    expect(blanks.statusCode).toBe(400);
    expect(
      blanks
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['company', 'email', 'name', 'phone']);

    const wrong = await apply(
      application({ email: 'nope', phone: '12', specialization: 'astrology', experience: '40', extra: 1 }),
    );
    expect(wrong.statusCode).toBe(400);
    const paths = wrong.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'phone', 'specialization', 'experience']));
    expect(wrong.json().issues).toContainEqual({
      path: 'specialization',
      message: 'Choose a specialization from the list',
    });
    expect(await db().select().from(partnerApplications)).toHaveLength(0);
  });

  it('stores a pending application with its inbox item, acknowledgement and audit line: 201 with a reference', async () => {
    const res = await apply(application({ license: '', specialization: '', serviceArea: ' ' }));
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({ status: 'pending', message: PARTNER_SUBMITTED_MESSAGE });
    expect(body.reference).toMatch(/^PA-[0-9A-F]{8}$/);

    const [stored] = await db().select().from(partnerApplications).where(eq(partnerApplications.id, body.id));
    expect(stored).toMatchObject({
      status: 'pending',
      email: 'jordan.realtor@example.com',
      phone: '5185550142',
      license: null,
      specialization: null,
      serviceArea: null,
      experience: '6-10',
      decidedAt: null,
    });

    const item = await itemOf(body.id);
    expect(item).toMatchObject({ status: 'open' });
    expect(item.summary).toBe(
      `Jordan Realtor of Capital Region Homes applied to be a housing partner (${body.reference})`,
    );
    const detail = (await asAdmin('GET', `/api/admin/inbox/${item.id}`)).json();
    expect(detail.record).toEqual({ kind: 'partner_application', id: body.id });
    expect(detail.actions).toEqual(['reply', 'approve_partner_application', 'decline_partner_application']);
    expect(detail.details.replyTo).toBe('jordan.realtor@example.com');
    expect(detail.details.fields).toEqual(
      expect.arrayContaining([
        { label: 'Company', value: 'Capital Region Homes' },
        { label: 'Phone', value: '518-555-0142' },
        { label: 'Experience', value: '6 to 10 years' },
        { label: 'Portfolio', value: '11 to 25 properties' },
        { label: 'Referral capacity', value: '6 to 10 veterans' },
      ]),
    );

    const audit = await db().select().from(auditEvents).where(eq(auditEvents.targetId, body.id));
    expect(audit).toMatchObject([
      { action: 'partner_application.received', actorType: 'anonymous', targetType: 'partner_application' },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/jordan|5185550142|Capital/i);

    const queued = await queuedFor(body.id);
    expect(queued).toMatchObject([{ kind: 'partner_application.received', status: 'queued', payload: {} }]);
    await deliver(queued.map((q) => q.id));
    const mail = mailTo('jordan.realtor@example.com', 'We received your housing partner application');
    expect(mail?.subject).toBe(`We received your housing partner application (${body.reference})`);
    expect(mail?.text).toContain('Hello,');
    expect(mail?.text).not.toContain('Jordan');
    expect(mail?.text).toContain('within 48 hours');
  });

  it('lets only admins decide, before looking at the input', async () => {
    const { id } = (await apply(application({ email: 'only.admins@example.com' }))).json();
    const item = await itemOf(id);
    const url = `/api/admin/inbox/${item.id}/partner-application-decision`;
    expect((await send('POST', url, {}, { decision: 'oops' })).statusCode).toBe(401);
    expect((await asPartner('POST', url, { decision: 'approve' })).statusCode).toBe(401);
    expect((await asLandlord('POST', url, { decision: 'approve' })).statusCode).toBe(403);
    expect((await decide(item.id, { decision: 'maybe' })).statusCode).toBe(400);
    const [stored] = await db().select().from(partnerApplications).where(eq(partnerApplications.id, id));
    expect(stored?.status).toBe('pending');
  });

  it('approves: a landlord account marked as a housing professional, the invitation to set its password, the applicant told', async () => {
    const { id, reference } = (await apply(application())).json();
    const item = await itemOf(id);
    const res = await decide(item.id, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'done', actions: [] });
    expect(res.json().notes.map((n: { body: string }) => n.body)).toContain(
      'Approved: invited to set up a landlord account as a housing professional',
    );

    const [stored] = await db().select().from(partnerApplications).where(eq(partnerApplications.id, id));
    expect(stored).toMatchObject({ status: 'approved', decisionReason: null });
    expect(stored?.decidedAt).toBeInstanceOf(Date);
    expect(stored?.decidedBy).toBeTruthy();
    const [landlord] = await db()
      .select()
      .from(landlords)
      .where(eq(landlords.id, stored?.landlordId as string));
    expect(landlord).toMatchObject({
      housingProfessional: true,
      email: 'jordan.realtor@example.com',
      name: 'Jordan Realtor',
      phone: '5185550142',
    });
    const [user] = await db()
      .select()
      .from(users)
      .where(eq(users.id, landlord?.userId as string));
    expect(user).toMatchObject({ role: 'landlord', username: 'jordan.realtor@example.com' });

    const actions = (
      await db()
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.actorId, stored?.decidedBy as string))
    ).map((event) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'landlord.invitation_sent',
        'partner_application.approved',
        'inbox.partner_application_approved',
      ]),
    );

    // a second decision, either way: 409
    expect((await decide(item.id, { decision: 'approve' })).statusCode).toBe(409);
    const again = await decide(item.id, { decision: 'decline', reason: 'Changed our mind' });
    expect(again.statusCode).toBe(409);

    // the approval carries the one-time link: it sets the password, and the professional signs in
    const queued = (await queuedFor(id)).filter((q) => q.kind === 'partner_application.approved');
    expect(queued).toHaveLength(1);
    await deliver(queued.map((q) => q.id));
    const mail = mailTo('jordan.realtor@example.com', 'Your housing partner application is approved');
    expect(mail?.text).toContain(`reference ${reference}`);
    const token = mail?.text?.match(LINK)?.[1];
    expect(token).toBeTruthy();
    const confirm = await ctx().app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password: 'a long new password 42' },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ purpose: 'invitation', account: 'landlord' });
    const login = await ctx().app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'jordan.realtor@example.com', password: 'a long new password 42' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('links an existing landlord account with the same email instead of opening another', async () => {
    const { id } = (await apply(application({ email: 'pat.owner@example.com', name: 'Pat Owner' }))).json();
    await signUpAndConfirm(ctx().app, db(), {
      name: 'Pat Owner',
      email: 'pat.owner@example.com',
      password: 'another long password',
    });
    const res = await decide((await itemOf(id)).id, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    const rows = await db().select().from(landlords).where(eq(landlords.email, 'pat.owner@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ housingProfessional: true });
    expect(rows[0]?.userId).toBeTruthy();
    const queued = await queuedFor(id);
    expect(queued.find((q) => q.kind === 'partner_application.approved')?.payload).toEqual({});
  });

  it('declines with a reason (required), closes the item and tells the applicant kindly', async () => {
    const { id } = (
      await apply(application({ email: 'sam.declined@example.com', name: 'Sam Declined' }))
    ).json();
    const item = await itemOf(id);
    const missing = await decide(item.id, { decision: 'decline' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toContainEqual({ path: 'reason', message: PARTNER_DECLINE_REASON_MISSING });
    const blank = await decide(item.id, { decision: 'decline', reason: '   ' });
    expect(blank.statusCode).toBe(400);

    const reason = 'We are not taking partners in your service area yet.';
    const res = await decide(item.id, { decision: 'decline', reason });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('done');
    const [stored] = await db().select().from(partnerApplications).where(eq(partnerApplications.id, id));
    expect(stored).toMatchObject({ status: 'declined', decisionReason: reason, landlordId: null });
    const notes = await db().select().from(inboxNotes).where(eq(inboxNotes.itemId, item.id));
    expect(notes.map((n) => n.body)).toContain(`Declined: ${reason}`);
    expect(await db().select().from(users).where(eq(users.email, 'sam.declined@example.com'))).toHaveLength(
      0,
    );
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.targetId, id), inArray(auditEvents.action, ['partner_application.declined'])),
      );
    expect(audit).toHaveLength(1);

    expect((await decide(item.id, { decision: 'approve' })).statusCode).toBe(409);
    const queued = (await queuedFor(id)).filter((q) => q.kind === 'partner_application.declined');
    await deliver(queued.map((q) => q.id));
    const mail = mailTo('sam.declined@example.com', 'About your housing partner application');
    expect(mail?.text).toContain(`The reason: ${reason}`);
    expect(mail?.text).toContain('apply again');
  });

  it('refuses a decision on an application that was already decided outside this item', async () => {
    const { id } = (await apply(application({ email: 'twice@example.com' }))).json();
    const item = await itemOf(id);
    // the item reopened after a decision (say, restored by hand): the application itself says no
    await db()
      .update(partnerApplications)
      .set({ status: 'declined', decidedAt: new Date(), decisionReason: 'x' })
      .where(eq(partnerApplications.id, id));
    const res = await decide(item.id, { decision: 'approve' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(INBOX_ACTION_NOT_OFFERED);
  });
});
