import type { Database } from '@server/db/client';
import { type PublicResource, publicVersion } from '@server/db/public-versions';
import { LruCache } from '@server/lib/lru-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { type AnswerEncoding, chosenEncoding, encodeAnswer, isCompressible } from './answer-encoding';
import { compiledSerializer } from './compiled-serializer';

/** What a public answer's build gives: the body (as its contract types it) and the headers that go with it. */
export interface PublicAnswer {
  body: unknown;
  headers?: Record<string, string>;
}

interface CachedAnswer {
  version: number;
  body: string;
  headers: Record<string, string>;
  /** The body compressed, made the first time a client asks for that encoding. */
  encoded: Partial<Record<AnswerEncoding, Promise<Buffer>>>;
}

export interface PublicAnswerRequest {
  /** Whose version the answer follows: the tables it reads move it (migration 0016). */
  resource: PublicResource;
  /** Everything the answer depends on beyond the version: the validated params and query, normalised. */
  key: Record<string, unknown>;
  /** The route's 200 contract: the body is written once by its compiled serializer, then sent as it is. */
  contract: z.ZodType;
  /** Reads and shapes the answer; runs only when no answer for this key and version is kept. */
  build: () => Promise<PublicAnswer>;
}

/**
 * Bytes (about) of answers kept per database: a directory page or 50 listings is 10-40 KB, so a few thousand
 * answers. Query strings nobody else asks for only push out the ones used longest ago.
 */
export const PUBLIC_ANSWERS_MAX_BYTES = 32 * 1024 * 1024;

const ENTRY_OVERHEAD_BYTES = 200;

const caches = new WeakMap<Database, PublicAnswers>();

/** The public answers of one database (one per database, as its prepared reads are). */
export function publicAnswers(db: Database): PublicAnswers {
  let answers = caches.get(db);
  if (!answers) {
    answers = new PublicAnswers(db, PUBLIC_ANSWERS_MAX_BYTES);
    caches.set(db, answers);
  }
  return answers;
}

/**
 * Public answers (the same for everyone, no personal data) sent from the version the database keeps (decision
 * 0031). Each request reads the version, one small statement: a browser that holds the answer of this version
 * (If-None-Match) gets 304; an answer kept for this version is sent as it was written; anything else is read,
 * written, kept and sent. The version moves in the transaction of every change the answer reads, on whichever
 * server made it, so nothing kept is ever sent once its rows have changed. Answers that count from the start of
 * the year also change at the new year: the year is part of the tag and of the key.
 */
export class PublicAnswers {
  readonly #kept: LruCache<CachedAnswer>;
  /** Builds under way, by key and version: requests for an answer being built wait for that build. */
  readonly #building = new Map<string, Promise<CachedAnswer>>();

  constructor(
    private readonly db: Database,
    maxBytes: number,
  ) {
    // what an answer costs: its body (and room for its compressed copies, each well under half of it), its key
    // and about what the entry and its headers take besides, so that many tiny answers are bounded too
    this.#kept = new LruCache(
      maxBytes,
      (answer, key) => Math.ceil(answer.body.length * 1.5) + key.length + ENTRY_OVERHEAD_BYTES,
    );
  }

  async send(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswerRequest) {
    const version = await publicVersion(this.db, answer.resource);
    const year = new Date().getUTCFullYear();
    const etag = `W/"${answer.resource}-${version.toString(36)}-${year}"`;
    if (matchesTag(request.headers['if-none-match'], etag)) {
      return reply.code(304).header('etag', etag).send();
    }
    const key = `${request.routeOptions.url}\n${year}\n${stableJson(answer.key)}`;
    const found = await this.#answer(key, version, answer);
    reply.headers(found.headers).header('etag', etag).type('application/json; charset=utf-8');
    if (!isCompressible(found.body.length)) return reply.send(found.body);
    // compressed once per kept answer, not per request; the compression plugin leaves an encoded body alone
    reply.header('vary', 'accept-encoding');
    const encoding = chosenEncoding(request, found.body.length);
    if (!encoding) return reply.send(found.body);
    found.encoded[encoding] ??= encodeAnswer(found.body, encoding).catch((error: unknown) => {
      delete found.encoded[encoding];
      throw error;
    });
    return reply.header('content-encoding', encoding).send(await found.encoded[encoding]);
  }

  async #answer(key: string, version: number, answer: PublicAnswerRequest): Promise<CachedAnswer> {
    const kept = this.#kept.get(key);
    if (kept?.version === version) return kept;
    const building = `${key}\n${version}`;
    let pending = this.#building.get(building);
    if (!pending) {
      pending = this.#build(key, version, answer).finally(() => this.#building.delete(building));
      this.#building.set(building, pending);
    }
    return pending;
  }

  async #build(key: string, version: number, answer: PublicAnswerRequest): Promise<CachedAnswer> {
    // read after the version: the rows are at least as new as it, so a kept answer is never older than its
    // version (at worst newer, and then a later version replaces it)
    const { body, headers = {} } = await answer.build();
    const serialized = compiledSerializer({ schema: answer.contract })(body);
    const built: CachedAnswer = { version, body: serialized, headers, encoded: {} };
    const kept = this.#kept.get(key);
    if (!kept || kept.version <= version) this.#kept.set(key, built);
    return built;
  }

  /** How much is kept (for tests). */
  get kept() {
    return { answers: this.#kept.count, bytes: this.#kept.size };
  }
}

/** If-None-Match against our tag, compared weakly (RFC 9110, 13.1.2): any listed tag, or `*`. */
function matchesTag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

/** JSON with object keys sorted and undefined values left out, so equal keys give the same text. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
