import { randomUUID } from 'node:crypto';
import { contactMessages, idempotencyKeys, placements } from '@server/db/schema';
import { bearer, loginPartner, makePartner } from '@server/test/accounts.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { and, eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCookies } from './auth';
import { registerErrorHandler } from './error-handler';
import {
  ABANDONED_MESSAGE,
  canonicalJson,
  IN_PROGRESS_MESSAGE,
  INVALID_KEY_MESSAGE,
  KEY_REUSED_MESSAGE,
  registerIdempotency,
  TOO_DEEP_MESSAGE,
} from './idempotency';

type Partner = { organizationId: string; headers: { authorization: string } };

describe('canonicalJson', () => {
  it('sorts keys at every level and drops undefined fields, keeping array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: undefined } })).toBe('{"a":{"d":[2,1]},"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('refuses a body nested deeper than any contract with a 400, not a stack overflow', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 10_000; i++) deep = [deep];
    expect(() => canonicalJson(deep)).toThrow(TOO_DEEP_MESSAGE);
  });
});

describeApi('idempotent POSTs', (ctx) => {
  const db = () => ctx().handle.db;
  let owner: Partner;
  let other: Partner;

  const signIn = async (): Promise<Partner> => {
    const made = await makePartner(db());
    return {
      organizationId: made.organizationId,
      headers: bearer(await loginPartner(ctx().app, made.email)),
    };
  };
  beforeAll(async () => {
    owner = await signIn();
    other = await signIn();
  });

  const placement = (who: Partner, notes: string) => ({
    veteranName: 'Casey Brooks',
    propertyAddress: '12 Lark Street, Albany NY',
    placementDate: new Date().toISOString().slice(0, 10),
    monthlyRent: 1150,
    notes,
    vsoId: who.organizationId,
  });
  const postPlacement = (who: Partner, key: string, payload: object) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/placements',
      headers: { ...who.headers, 'idempotency-key': key },
      payload,
    });
  const placementsWith = async (notes: string) =>
    (await db().select({ id: placements.id }).from(placements).where(eq(placements.notes, notes))).length;

  it('answers a repeat with the first answer and writes one record', async () => {
    const key = randomUUID();
    const first = await postPlacement(owner, key, placement(owner, key));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // the same request rebuilt in another key order is the same request
    const { notes, ...rest } = placement(owner, key);
    const again = await postPlacement(owner, key, { notes, ...rest });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await placementsWith(key)).toBe(1);
  });

  it('refuses the same key with another body (422) and writes nothing more', async () => {
    const key = randomUUID();
    expect((await postPlacement(owner, key, placement(owner, key))).statusCode).toBe(201);
    const other = await postPlacement(owner, key, { ...placement(owner, key), monthlyRent: 900 });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: KEY_REUSED_MESSAGE });
    expect(await placementsWith(key)).toBe(1);
  });

  it('writes once for five parallel repeats; the others replay or hear it is in progress', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postPlacement(owner, key, placement(owner, key))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(
      statuses.every((status) => status === 201 || status === 409),
      statuses.join(),
    ).toBe(true);
    expect(answers.filter((a) => a.statusCode === 201 && !a.headers['idempotent-replayed'])).toHaveLength(1);
    for (const busy of answers.filter((answer) => answer.statusCode === 409)) {
      expect(busy.json().message).toBe(IN_PROGRESS_MESSAGE);
      expect(busy.headers['retry-after']).toBe('1');
    }
    expect(await placementsWith(key)).toBe(1);
  });

  it('keeps keys apart per caller: the same key from two partners is two requests', async () => {
    const key = randomUUID();
    expect((await postPlacement(owner, key, placement(owner, key))).statusCode).toBe(201);
    const theirs = await postPlacement(other, key, placement(other, key));
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await placementsWith(key)).toBe(2);
  });

  it('replays a refusal too: a 4xx answer is the answer', async () => {
    const key = randomUUID();
    const first = await postPlacement(owner, key, placement(other, key));
    expect(first.statusCode).toBe(403);
    const again = await postPlacement(owner, key, placement(other, key));
    expect(again.statusCode).toBe(403);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('keeps an anonymous form to one record per key', async () => {
    const key = randomUUID();
    const email = `${key}@example.org`;
    const payload = {
      fullName: 'Dana Brooks',
      email,
      subject: 'Housing help',
      message: 'A room near Albany.',
    };
    const send = () =>
      ctx().app.inject({ method: 'POST', url: '/api/contact', headers: { 'idempotency-key': key }, payload });
    const first = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect((await send()).json()).toEqual(first.json());
    const rows = await db().select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(rows).toHaveLength(1);
    const [kept] = await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(kept).toMatchObject({ owner: 'anonymous:127.0.0.1', route: 'POST /api/contact', statusCode: 201 });
  });

  it('refuses a key that is empty, too long or not visible ASCII, with a clear 400', async () => {
    for (const key of ['', 'x'.repeat(101), 'has space', 'caf\u00e9']) {
      const res = await postPlacement(owner, key, placement(owner, randomUUID()));
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe(INVALID_KEY_MESSAGE);
    }
    const longest = await postPlacement(owner, 'x'.repeat(100), placement(owner, randomUUID()));
    expect(longest.statusCode).toBe(201);
    const nested = await ctx().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
      payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().message).toBe(TOO_DEEP_MESSAGE);
  });

  it('lets sign-in ignore the header: no answer with a token is kept or replayed', async () => {
    const made = await makePartner(db());
    const login = () =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/partner/login',
        headers: { 'idempotency-key': 'not valid here, and ignored' },
        payload: { email: made.email, password: made.password },
      });
    const [first, second] = [await login(), await login()];
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().token).not.toBe(first.json().token);
    const kept = await db()
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.route, 'POST /api/partner/login'));
    expect(kept).toHaveLength(0);
  });

  it('answers 409 while the first request is unfinished, and says so plainly once it was cut off', async () => {
    const key = randomUUID();
    const payload = placement(owner, key);
    const ref = and(
      eq(idempotencyKeys.owner, `organization:${owner.organizationId}`),
      eq(idempotencyKeys.key, key),
    );
    expect((await postPlacement(owner, key, payload)).statusCode).toBe(201);
    // as a server killed mid-request leaves it: claimed, no answer
    await db().update(idempotencyKeys).set({ statusCode: null, response: null }).where(ref);
    const busy = await postPlacement(owner, key, payload);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(IN_PROGRESS_MESSAGE);
    expect(busy.headers['retry-after']).toBe('1');
    await db().update(idempotencyKeys).set({ createdAt: sql`now() - interval '10 minutes'` }).where(ref);
    const cutOff = await postPlacement(owner, key, payload);
    expect(cutOff.statusCode).toBe(409);
    expect(cutOff.json().message).toBe(ABANDONED_MESSAGE);
    expect(cutOff.headers['retry-after']).toBeUndefined();
    expect(await placementsWith(key)).toBe(1);
  });

  it('forgets a key after 24 hours: the same key then makes a new request', async () => {
    const key = randomUUID();
    expect((await postPlacement(owner, key, placement(owner, key))).statusCode).toBe(201);
    await db()
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    const later = await postPlacement(owner, key, placement(owner, key));
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await placementsWith(key)).toBe(2);
  });

  describe('answers that are never kept', () => {
    let app: FastifyInstance;
    const runs = new Map<string, number>();
    const ran = (name: string) => runs.set(name, (runs.get(name) ?? 0) + 1).get(name) ?? 0;

    beforeAll(async () => {
      app = Fastify();
      registerErrorHandler(app);
      await registerCookies(app);
      registerIdempotency(app, db());
      app.post('/fails-once', async () => {
        if (ran('fails-once') === 1) throw new Error('database went away');
        return { ok: true };
      });
      app.post('/sets-cookie', async (_request, reply) => {
        ran('sets-cookie');
        reply.setCookie('session', 'secret', { httpOnly: true });
        return { ok: true };
      });
      await app.ready();
    });
    afterAll(() => app.close());

    const post = (url: string, key: string) =>
      app.inject({ method: 'POST', url, headers: { 'idempotency-key': key }, payload: { a: 1 } });

    it('frees the key after a 5xx so the retry runs', async () => {
      const key = randomUUID();
      expect((await post('/fails-once', key)).statusCode).toBe(500);
      expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
      const retry = await post('/fails-once', key);
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      expect((await post('/fails-once', key)).headers['idempotent-replayed']).toBe('true');
      expect(runs.get('fails-once')).toBe(2);
    });

    it('never keeps or replays an answer that set a cookie', async () => {
      const key = randomUUID();
      expect((await post('/sets-cookie', key)).headers['set-cookie']).toBeDefined();
      const again = await post('/sets-cookie', key);
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      expect(again.headers['set-cookie']).toBeDefined();
      expect(runs.get('sets-cookie')).toBe(2);
      expect(await db().select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
    });
  });
});
