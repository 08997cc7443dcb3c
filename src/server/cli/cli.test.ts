import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '@server/config';
import { auditEvents, organizations, outboxMessages, partnerCredentials, users } from '@server/db/schema';
import { latestLink, mintLink } from '@server/test/account-links.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { eq } from 'drizzle-orm';
import { createAdmin, createPartner, slugify } from './accounts';
import { parseCreateAdminArgs, parseCreatePartnerArgs } from './args';
import { CliError, UsageError } from './errors';
import { readFirstLine, readNewPassword } from './password';
import { withDatabase } from './run';

const PASSWORD = 'a long enough password';

function usageError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('expected a UsageError');
}

describe('create-admin flags', () => {
  it('reads --username (lower-cased) and an optional --name', () => {
    expect(parseCreateAdminArgs(['--username', ' Ops.Lead ', '--name', 'Ops Lead'])).toEqual({
      username: 'ops.lead',
      displayName: 'Ops Lead',
    });
    expect(parseCreateAdminArgs(['--username=ops'])).toEqual({ username: 'ops' });
    expect(parseCreateAdminArgs(['--username', 'ops', '--email', ' Ops@Example.org '])).toEqual({
      username: 'ops',
      email: 'ops@example.org',
    });
    expect(usageError(() => parseCreateAdminArgs(['--username', 'ops', '--email', 'nope']))).toBe(
      '--email must be a valid email address, like name@example.org',
    );
  });

  it('refuses missing, unknown and malformed flags with a plain message', () => {
    expect(usageError(() => parseCreateAdminArgs([]))).toBe('Give the admin a username with --username');
    expect(usageError(() => parseCreateAdminArgs(['--user', 'x']))).toContain("Unknown option '--user'");
    expect(usageError(() => parseCreateAdminArgs(['--username', 'ops', 'extra']))).toContain('extra');
    expect(usageError(() => parseCreateAdminArgs(['--username', 'a b']))).toContain(
      '--username must be 3 to 64 letters',
    );
    expect(usageError(() => parseCreateAdminArgs(['--username', 'ops', '--name', ' ']))).toBe(
      '--name must not be empty',
    );
  });
});

describe('create-partner flags', () => {
  it('reads the flags, finds city and state from the ZIP and defaults tier 1 and housing', () => {
    expect(
      parseCreatePartnerArgs(['--email', 'Info@Vets.org', '--name', ' Valley Vets ', '--zip', '12601']),
    ).toEqual({
      email: 'info@vets.org',
      name: 'Valley Vets',
      place: expect.objectContaining({ zipCode: '12601', city: 'Poughkeepsie', state: 'NY' }),
      tier: 1,
      services: ['housing'],
      invite: false,
    });
    const args = parseCreatePartnerArgs([
      ...['--email', 'a@b.org', '--name', 'AB', '--zip', '12207', '--tier', '3'],
      ...['--services', 'legal, housing,legal'],
    ]);
    expect(args).toMatchObject({ tier: 3, services: ['legal', 'housing'] });
    expect(
      parseCreatePartnerArgs(['--email', 'a@b.org', '--name', 'AB', '--zip', '12207', '--invite']),
    ).toMatchObject({ invite: true });
  });

  it('names every bad flag', () => {
    const base = ['--email', 'a@b.org', '--name', 'AB', '--zip', '12207'];
    expect(usageError(() => parseCreatePartnerArgs(['--name', 'AB', '--zip', '12207']))).toBe(
      "Give the organization's sign-in email with --email",
    );
    expect(
      usageError(() => parseCreatePartnerArgs(['--email', 'nope', '--name', 'AB', '--zip', '12207'])),
    ).toBe('--email must be a valid email address, like name@example.org');
    expect(usageError(() => parseCreatePartnerArgs([...base.slice(0, 4), '--zip', '1220']))).toBe(
      '--zip must be a 5-digit ZIP code',
    );
    expect(usageError(() => parseCreatePartnerArgs([...base.slice(0, 4), '--zip', '00000']))).toBe(
      '--zip 00000 is not a US ZIP code we know',
    );
    expect(usageError(() => parseCreatePartnerArgs([...base, '--tier', '6']))).toBe(
      '--tier must be from 1 to 5',
    );
    expect(usageError(() => parseCreatePartnerArgs([...base, '--tier', 'two']))).toContain('whole number');
    expect(usageError(() => parseCreatePartnerArgs([...base, '--services', 'cooking']))).toContain(
      '--services may list: housing',
    );
  });
});

describe('passwords from standard input', () => {
  it('takes the first line of piped input and checks the password rule', async () => {
    expect(await readFirstLine(Readable.from(['secret pass', 'word\r\nignored\n']))).toBe('secret password');
    const piped = (text: string) => Object.assign(Readable.from([text]), { isTTY: false }) as never;
    expect(await readNewPassword(piped(`${PASSWORD}\n`))).toBe(PASSWORD);
    await expect(readNewPassword(piped('short\n'))).rejects.toThrow('Password must be at least 8 characters');
    await expect(readNewPassword(piped('12345678\n'))).rejects.toThrow(
      /^This password is too easy to guess\./,
    );
    await expect(readNewPassword(piped(''))).rejects.toBeInstanceOf(CliError);
  });
});

describe('slugify', () => {
  it('makes a URL slug from a name', () => {
    expect(slugify("St. Mary's Veterans Café")).toBe('st-marys-veterans-cafe');
    expect(slugify('  ***  ')).toBe('partner');
  });
});

describe('withDatabase', () => {
  it('says to stop the server or use DATABASE_URL when a server holds the embedded database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vhm-cli-'));
    try {
      writeFileSync(join(dir, 'server.lock'), String(process.pid));
      const config = { ...loadConfig({}), DATA_DIR: dir };
      const task = vi.fn(async () => 'never');
      await expect(withDatabase(task, config)).rejects.toThrow(
        `The embedded database in ${dir} is in use by a running server. Stop the server and run this command again, or set DATABASE_URL so both use PostgreSQL.`,
      );
      expect(task).not.toHaveBeenCalled();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describeApi('createAdmin', (ctx) => {
  it('creates an admin who can sign in, and records it in the audit log', async () => {
    const { app, handle } = ctx();
    const admin = await createAdmin(handle.db, {
      username: 'Ops',
      displayName: 'Ops Lead',
      password: PASSWORD,
    });
    expect(admin).toMatchObject({ username: 'ops', displayName: 'Ops Lead' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'ops', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { role: 'admin', displayName: 'Ops Lead' } });
    const audit = await handle.db.select().from(auditEvents).where(eq(auditEvents.targetId, admin.id));
    expect(audit.map((e) => [e.action, e.actorType])).toContainEqual(['admin.create', 'system']);
  });

  it('stores the email password-reset links go to, and refuses one another account uses', async () => {
    const { db } = ctx().handle;
    const admin = await createAdmin(db, { username: 'desk', email: 'desk@housing.test', password: PASSWORD });
    const [row] = await db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.email).toBe('desk@housing.test');
    await expect(
      createAdmin(db, { username: 'desk2', email: 'desk@housing.test', password: PASSWORD }),
    ).rejects.toThrow(
      'Another account already uses the email desk@housing.test. Choose another one; nothing was created.',
    );
  });

  it('uses the username as the display name when none is given', async () => {
    const admin = await createAdmin(ctx().handle.db, { username: 'night-desk', password: PASSWORD });
    expect(admin.displayName).toBe('night-desk');
  });

  it('refuses a taken username and a weak password', async () => {
    const { db } = ctx().handle;
    await expect(createAdmin(db, { username: 'OPS', password: PASSWORD })).rejects.toThrow(
      'The username "ops" is already taken. Choose another one; nothing was created.',
    );
    await expect(createAdmin(db, { username: 'newbie', password: 'short' })).rejects.toThrow(
      'Password must be at least 8 characters',
    );
    await expect(createAdmin(db, { username: 'newbie', password: 'password123' })).rejects.toThrow(
      /^This password is too easy to guess\./,
    );
    // built from the admin's own name
    await expect(
      createAdmin(db, { username: 'harborlights', displayName: 'Harbor Lights', password: 'harborlights1' }),
    ).rejects.toThrow(/^This password is too easy to guess\./);
  });
});

describeApi('createPartner', (ctx) => {
  const args = (email: string, name = 'Valley Veterans Center') =>
    parseCreatePartnerArgs(['--email', email, '--name', name, '--zip', '12601', '--tier', '2']);

  it('creates the organisation in the ZIP city with a sign-in that works', async () => {
    const { app, handle } = ctx();
    const created = await createPartner(handle.db, { ...args('desk@valley.org'), password: PASSWORD });
    expect(created).toMatchObject({ slug: 'valley-veterans-center', city: 'Poughkeepsie', state: 'NY' });
    const [org] = await handle.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, created.organizationId));
    expect(org).toMatchObject({ name: 'Valley Veterans Center', zipCode: '12601', integrationTier: 2 });
    expect(org?.serviceCategories).toEqual(['housing']);
    const res = await app.inject({
      method: 'POST',
      url: '/api/partner/login',
      payload: { email: 'desk@valley.org', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, organization: { name: 'Valley Veterans Center' } });
  });

  it('gives a second organisation with the same name its own slug', async () => {
    const created = await createPartner(ctx().handle.db, { ...args('other@valley.org'), password: PASSWORD });
    expect(created.slug).toBe('valley-veterans-center-2');
  });

  it('with --invite, creates no sign-in and queues an invitation whose link sets the first password', async () => {
    const { app, handle } = ctx();
    const created = await createPartner(handle.db, {
      ...parseCreatePartnerArgs([
        '--email',
        'invite@valley.org',
        '--name',
        'Invited Vets',
        '--zip',
        '12601',
        '--invite',
      ]),
    });
    expect(Date.parse(created.invitationExpiresAt ?? '') - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const credentials = await handle.db
      .select()
      .from(partnerCredentials)
      .where(eq(partnerCredentials.organizationId, created.organizationId));
    expect(credentials).toHaveLength(0);
    const [message] = await handle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipientId, created.organizationId));
    expect(message).toMatchObject({ kind: 'account.invitation', status: 'queued' });
    const link = await latestLink(handle.db, created.organizationId);
    expect(link).toMatchObject({ purpose: 'invitation', email: 'invite@valley.org' });
    const token = await mintLink(handle.db, link.id);
    const accepted = await app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token, password: PASSWORD },
    });
    expect(accepted.statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/partner/login',
      payload: { email: 'invite@valley.org', password: PASSWORD },
    });
    expect(res.json()).toMatchObject({ success: true, organization: { name: 'Invited Vets' } });
  });

  it('refuses an email that already has a sign-in, and creates nothing', async () => {
    const { db } = ctx().handle;
    const before = await db.select().from(organizations);
    await expect(
      createPartner(db, { ...args('DESK@valley.org', 'Another Org'), password: PASSWORD }),
    ).rejects.toThrow(
      'A partner sign-in with the email desk@valley.org already exists; nothing was created.',
    );
    expect(await db.select().from(organizations)).toHaveLength(before.length);
    expect(await db.select().from(partnerCredentials)).toHaveLength(before.length);
  });
});
