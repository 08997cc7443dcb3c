import { randomUUID } from 'node:crypto';
import { type App, buildApp } from '@server/app';
import { type DatabaseHandle, openDatabase } from '@server/db/client';
import { contactMessages, inboxItems, outboxMessages } from '@server/db/schema';
import type { MessageRunner } from '@server/modules/messages';
import { loginUser, makeAdmin } from '@server/test/accounts.fixtures';
import { createTestMessageRunner, startTestSmtpServer, waitForDelivery } from '@server/test/mail.fixtures';
import { startServerProcess } from '@server/test/server-process.fixtures';
import { createTestContext, type TestContext } from '@server/test/test-app.fixtures';
import { CONTACT_PATH } from '@shared/contracts/contact';
import { ADMIN_LISTING_APPROVE_PATH } from '@shared/contracts/listing-review';
import { PROPERTIES_PATH } from '@shared/contracts/properties';
import { eq, inArray, like } from 'drizzle-orm';

// Several app servers behind a load balancer on one PostgreSQL database (decision 0032): what one server did,
// the other knows at once, because nothing that must hold across servers lives in one process.
const postgresUrl = process.env.TEST_DATABASE_URL;

const contact = (subject: string, email = 'alex@example.org') => ({
  fullName: 'Alex Rivera',
  email,
  subject,
  message: 'Do you have a place near Albany?',
});

describe.runIf(postgresUrl)('two app servers on one PostgreSQL database [postgres]', () => {
  let first: TestContext;
  let secondHandle: DatabaseHandle;
  let second: App;
  let url = '';
  beforeAll(async () => {
    first = await createTestContext('postgres');
    url = (first.handle.raw as { url: string }).url;
    secondHandle = await openDatabase({ url });
    second = await buildApp({ db: secondHandle.db });
  });
  afterAll(async () => {
    await second?.close();
    await secondHandle?.close();
    await first?.close();
  });
  const db = () => first.handle.db;
  const servers = () => [first.app, second] as const;

  it('answers the sixth bad password for an account with 429 on either server', async () => {
    const admin = await makeAdmin(db());
    const login = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: admin.username, password: 'not the password' },
        remoteAddress: '198.51.100.61',
      });
    const failures = [];
    for (let i = 0; i < 5; i++) failures.push((await login(servers()[i % 2] ?? second)).statusCode);
    expect(failures).toEqual([401, 401, 401, 401, 401]);
    expect((await login(first.app)).statusCode).toBe(429);
    expect((await login(second)).statusCode).toBe(429);
  });

  it('answers an Idempotency-Key used on one server the same on the other, and writes once', async () => {
    const key = randomUUID();
    const send = (app: App) =>
      app.inject({
        method: 'POST',
        url: CONTACT_PATH,
        headers: { 'idempotency-key': key },
        payload: contact('idempotent across servers'),
        remoteAddress: '198.51.100.62',
      });
    const once = await send(first.app);
    const again = await send(second);
    expect(once.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(once.json());
    const rows = await db()
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'idempotent across servers'));
    expect(rows).toHaveLength(1);
  });

  it('shows a listing approved on one server as live on the other at once', async () => {
    const listing = await second.inject({
      method: 'POST',
      url: PROPERTIES_PATH,
      remoteAddress: '198.51.100.63',
      payload: {
        address: '12 Two Server Way',
        zipCode: '12207',
        roomCount: 2,
        rentPerRoom: 900,
        acceptsVA: true,
        landlordName: 'Casey Visitor',
        landlordEmail: 'casey.visitor@example.com',
      },
    });
    expect(listing.statusCode).toBe(201);
    expect(listing.json().status).toBe('pending_review');
    const id: string = listing.json().id;
    const live = async (app: App) =>
      (await app.inject({ method: 'GET', url: `${PROPERTIES_PATH}?limit=100` }))
        .json()
        .some((row: { id: string }) => row.id === id);
    expect(await live(second)).toBe(false);
    const cookie = await loginUser(first.app, (await makeAdmin(db())).username);
    const approved = await first.app.inject({
      method: 'POST',
      url: ADMIN_LISTING_APPROVE_PATH.replace(':id', id),
      headers: { cookie },
    });
    expect(approved.statusCode).toBe(200);
    expect(await live(second)).toBe(true);
    expect(await live(first.app)).toBe(true);
  });

  it('delivers a message queued by one server exactly once while both run deliveries', async () => {
    const smtp = await startTestSmtpServer();
    const runners: MessageRunner[] = [
      createTestMessageRunner(first, smtp.url),
      createTestMessageRunner({ ...first, app: second, handle: secondHandle }, smtp.url),
    ];
    try {
      await Promise.all(runners.map((runner) => runner.start()));
      const addresses = Array.from({ length: 6 }, (_, i) => `once-${i}@example.org`);
      for (const [i, address] of addresses.entries()) {
        const posted = await first.app.inject({
          method: 'POST',
          url: CONTACT_PATH,
          payload: contact(`exactly once ${i}`, address),
          remoteAddress: '198.51.100.64',
        });
        expect(posted.statusCode).toBe(201);
      }
      // both servers hand every queued message to delivery at the same moment
      await Promise.all(runners.map((runner) => runner.enqueueQueued({ olderThan: new Date() })));
      const queued = await db()
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .innerJoin(contactMessages, eq(contactMessages.id, outboxMessages.recipientId))
        .where(like(contactMessages.subject, 'exactly once %'));
      const rows = await waitForDelivery(
        db(),
        queued.map((row) => row.id),
      );
      expect(rows.map((row) => row.status)).toEqual(addresses.map(() => 'sent'));
      await Promise.all(runners.map((runner) => runner.enqueueQueued({ olderThan: new Date() })));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      await smtp.close();
    }
  });

  it('loses no acknowledged write when one server is killed with kill -9 mid-write; the other serves on', async () => {
    const killed = await startServerProcess({ DATABASE_URL: url, TRUST_PROXY: '127.0.0.1' });
    try {
      const acknowledged: string[] = [];
      let next = 0;
      let stop = false;
      // four writers, each client its own address (the contact form allows 30 a minute per address)
      const writer = async () => {
        while (!stop) {
          const i = next++;
          const subject = `kill -9 ${i}`;
          const answer = await fetch(`${killed.baseUrl}${CONTACT_PATH}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
            body: JSON.stringify(contact(subject)),
          }).catch(() => null);
          if (answer?.status === 201) acknowledged.push(subject);
          else if (answer) expect(answer.status).toBe(201);
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      const deadline = Date.now() + 30_000;
      while (acknowledged.length < 40 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
      killed.child.kill('SIGKILL');
      const exit = await killed.exited;
      stop = true;
      await Promise.all(writers);
      expect(exit.signal).toBe('SIGKILL');

      // the other server serves on
      const after = await second.inject({
        method: 'POST',
        url: CONTACT_PATH,
        payload: contact('after the kill'),
        remoteAddress: '198.51.100.65',
      });
      expect(after.statusCode).toBe(201);

      const rows = await db()
        .select({ id: contactMessages.id, subject: contactMessages.subject })
        .from(contactMessages)
        .where(like(contactMessages.subject, 'kill -9 %'));
      const stored = rows.map((row) => row.subject);
      for (const subject of acknowledged) expect(stored).toContain(subject);
      // a write cut off by the kill is whole or absent: every stored message has its inbox item
      const inbox = await db()
        .select({ subjectId: inboxItems.subjectId })
        .from(inboxItems)
        .where(
          inArray(
            inboxItems.subjectId,
            rows.map((row) => row.id),
          ),
        );
      expect(inbox).toHaveLength(rows.length);
    } finally {
      await killed.stop();
    }
  }, 120_000);
});
