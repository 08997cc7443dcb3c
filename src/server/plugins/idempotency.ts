import { createHash } from 'node:crypto';
import type { Database } from '@server/db/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './error-handler';
import { claimKey, findUsedKey, type KeyRef, releaseKey, storeAnswer } from './idempotency-store';

// Idempotent POSTs and PUTs (issue 15, decision 0018): a client sends `Idempotency-Key: <random>` once per submission and
// the same key on every retry of it; the first answer is kept for 24 hours and a repeat gets it back, so a retry
// after a dropped connection never writes twice.

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: the route ignores Idempotency-Key: its body or answer carries a credential or sets a session, or
     * it only reads (nothing to repeat, and keeping its answers would let anyone fill the table).
     */
    idempotency?: false;
  }
}

/** The config of a POST that only computes or reads an answer (a search, an estimate): no key is kept. */
export const readOnlyPost = { idempotency: false } as const;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
export const INVALID_KEY_MESSAGE =
  'The Idempotency-Key header must be 1 to 100 visible ASCII characters (letters, digits or punctuation, no spaces).';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request.';
export const IN_PROGRESS_MESSAGE =
  'Your earlier request with this Idempotency-Key is still being handled. Wait a moment, then check whether it went through.';
export const ABANDONED_MESSAGE =
  "We couldn't confirm whether your earlier request went through. Check whether it did before you send it again.";
export const TOO_DEEP_MESSAGE = 'The request body is nested too deeply.';
/** Seconds a client waits before asking again about a request still being handled. */
const IN_PROGRESS_RETRY_AFTER_SECONDS = 1;
/** A key whose row vanished between our claim and our look (its first request failed) is tried this often. */
const CLAIM_ATTEMPTS = 3;

const VALID_KEY = /^[\x21-\x7e]{1,100}$/;

interface KeyedRequest {
  ref: KeyRef;
  route: string;
  requestHash: string;
  /** This request runs the route and owns the row until its answer is stored or the row released. */
  claimed: boolean;
}

const keyed = new WeakMap<FastifyRequest, KeyedRequest>();

/** Far beyond any contract here; a deeper body is refused rather than walked (it could exhaust the stack). */
const MAX_DEPTH = 64;

/** JSON with object keys sorted at every level: the same value always gives the same text. */
export function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) throw new HttpError(400, TOO_DEEP_MESSAGE);
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item ?? null, depth + 1)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const fields = Object.keys(record)
      .filter((name) => record[name] !== undefined)
      .sort()
      .map((name) => `${JSON.stringify(name)}:${canonicalJson(record[name], depth + 1)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Whose key it is: a key names a request only among one caller's requests. Guards run on request, before.
 * Anonymous callers are told apart by their address (as `TRUST_PROXY` resolves it): nobody replays or blocks
 * another visitor's key.
 */
function ownerOf(request: FastifyRequest): string {
  if (request.partner) return `organization:${request.partner.organizationId}`;
  if (request.user) return `user:${request.user.id}`;
  return `anonymous:${request.ip}`;
}

/**
 * The request as the client sent it, before the contract normalises it: method, route pattern, path values,
 * query and the parsed JSON body with keys sorted (a retry that rebuilt the body in another key order or
 * spacing is the same request; any other difference is not).
 */
function requestHash(request: FastifyRequest, route: string): string {
  const described = canonicalJson([route, request.params ?? {}, request.query ?? {}, request.body ?? null]);
  return createHash('sha256').update(described).digest('hex');
}

function keyHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (value === undefined) return undefined;
  // a repeated header arrives joined with ', ' (Node): the space makes it invalid, as it should
  if (typeof value !== 'string' || !VALID_KEY.test(value)) throw new HttpError(400, INVALID_KEY_MESSAGE);
  return value;
}

/** The writes that honour a key: POSTs, and PUTs (a replayed edit must not audit or notify twice). */
const KEYED_METHODS = new Set(['POST', 'PUT']);

/** preValidation: after the guards, before the contract; a bad key is refused here. */
async function readKey(request: FastifyRequest): Promise<void> {
  const pattern = request.routeOptions.url;
  if (!KEYED_METHODS.has(request.method) || !pattern || request.routeOptions.config.idempotency === false)
    return;
  const key = keyHeader(request);
  if (key === undefined) return;
  const route = `${request.method} ${pattern}`;
  keyed.set(request, {
    ref: { owner: ownerOf(request), key },
    route,
    requestHash: requestHash(request, route),
    claimed: false,
  });
}

function sendJsonText(reply: FastifyReply, statusCode: number, text: string | undefined): FastifyReply {
  reply.code(statusCode);
  if (text === undefined) return reply.send();
  return reply.type('application/json; charset=utf-8').send(text);
}

/** preHandler: the body passed its contract. Claim the key, or answer from what the first request did. */
async function claimOrAnswer(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const state = keyed.get(request);
  if (!state) return;
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt++) {
    if (await claimKey(db, { ...state.ref, route: state.route, requestHash: state.requestHash })) {
      state.claimed = true;
      return;
    }
    const used = await findUsedKey(db, state.ref);
    if (!used) continue; // the first request failed and freed the key a moment ago: claim it again
    if (used.requestHash !== state.requestHash) throw new HttpError(422, KEY_REUSED_MESSAGE);
    if (used.statusCode === null) {
      if (used.abandoned) throw new HttpError(409, ABANDONED_MESSAGE);
      reply.header('retry-after', String(IN_PROGRESS_RETRY_AFTER_SECONDS));
      throw new HttpError(409, IN_PROGRESS_MESSAGE);
    }
    reply.header(REPLAYED_HEADER, 'true');
    const text = used.response === null ? undefined : JSON.stringify(used.response);
    return sendJsonText(reply, used.statusCode, text);
  }
  reply.header('retry-after', String(IN_PROGRESS_RETRY_AFTER_SECONDS));
  throw new HttpError(409, IN_PROGRESS_MESSAGE);
}

/**
 * The answer worth keeping as JSON (null: an empty body), or undefined when it must not be kept: a server
 * error (a retry should run again), an answer that set a cookie or carries a token (never stored or
 * replayed), or a body that is not JSON.
 */
function keepableAnswer(reply: FastifyReply, payload: unknown): unknown {
  if (reply.statusCode >= 500 || reply.hasHeader('set-cookie')) return undefined;
  if (payload === null || payload === undefined || payload === '') return null;
  const type = String(reply.getHeader('content-type') ?? '');
  if (typeof payload !== 'string' || !type.startsWith('application/json')) return undefined;
  try {
    const parsed: unknown = JSON.parse(payload);
    const carriesToken = typeof parsed === 'object' && parsed !== null && 'token' in parsed;
    return carriesToken ? undefined : parsed;
  } catch {
    return undefined;
  }
}

/** onSend: keep the claimed request's answer before the client sees it, or free the key for a retry. */
async function settle(db: Database, request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const state = keyed.get(request);
  if (!state?.claimed) return payload;
  state.claimed = false;
  const answer = keepableAnswer(reply, payload);
  try {
    if (answer === undefined) await releaseKey(db, state.ref);
    else await storeAnswer(db, state.ref, { statusCode: reply.statusCode, response: answer });
  } catch (error) {
    // the change itself is done: the client still gets its answer; a retry will hear "still being handled"
    const code = (error as { code?: unknown }).code;
    request.log.error({ code: typeof code === 'string' ? code : undefined }, 'idempotency answer not kept');
  }
  return payload;
}

/**
 * Registers the hooks on the root instance, after the cookie plugin (whose onSend writes Set-Cookie, which
 * this one must see) and before the modules.
 */
export function registerIdempotency(app: FastifyInstance, db: Database): void {
  app.addHook('preValidation', readKey);
  app.addHook('preHandler', (request, reply) => claimOrAnswer(db, request, reply));
  app.addHook('onSend', (request, reply, payload) => settle(db, request, reply, payload));
}
