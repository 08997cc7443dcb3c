import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';

/**
 * The single API client (spec 1, section 7): every request sends credentials, bodies are JSON,
 * and a non-OK answer throws Error(`${status}: ${bodyText || statusText}`), an ApiError.
 */

export interface ApiIssue {
  path: string;
  message: string;
}

const NETWORK_MESSAGE = "We couldn't reach the server. Check your internet connection and try again.";
const UNKNOWN_MESSAGE = 'Something went wrong. Please try again.';

function isIssue(value: unknown): value is ApiIssue {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.message === 'string' && (typeof v.path === 'string' || Array.isArray(v.path));
}

function normalisePath(path: unknown): string {
  return Array.isArray(path) ? path.join('.') : String(path);
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A non-OK answer of the API: its status, its body (parsed JSON, else the text) and what to tell the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  /** The server's field messages (400), paths joined with dots; undefined when there are none. */
  readonly issues?: ApiIssue[];
  /** The server's `message`, else the body text, else a generic "Something went wrong". */
  readonly userMessage: string;

  constructor(status: number, bodyText: string, statusText = '') {
    const text = bodyText || statusText;
    super(`${status}: ${text}`);
    this.status = status;
    this.body = parseBody(bodyText);
    if (typeof this.body === 'object' && this.body !== null) {
      const record = this.body as Record<string, unknown>;
      this.userMessage =
        typeof record.message === 'string' && record.message ? record.message : UNKNOWN_MESSAGE;
      const issues = Array.isArray(record.issues)
        ? record.issues.filter(isIssue).map((i) => ({ path: normalisePath(i.path), message: i.message }))
        : [];
      if (issues.length > 0) this.issues = issues;
    } else {
      this.userMessage = text || UNKNOWN_MESSAGE;
    }
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
}

export interface ApiRequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A POST's or PUT's Idempotency-Key; by default a new one for each call (each form submission). */
  idempotencyKey?: string;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/**
 * A POST or PUT that failed on the way (no answer, a proxy's 502/503/504, or the server's "still being handled" 409)
 * is sent again after these pauses with the same Idempotency-Key, so the server answers it at most once.
 */
export const POST_RETRY_DELAYS_MS: readonly number[] = [200, 400];
const RETRY_STATUSES = new Set([502, 503, 504]);

/** A random UUID; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** fetch rejects with a TypeError when no answer came (offline, connection dropped); an abort is not one. */
const isNetworkError = (error: unknown) =>
  error instanceof TypeError || (error instanceof Error && error.name === 'TypeError');

/** 409 with Retry-After: the first attempt of this submission is still being handled (not a conflict). */
const isWorthRetrying = (res: Response) =>
  RETRY_STATUSES.has(res.status) || (res.status === 409 && res.headers.has('retry-after'));

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** fetch, and for a POST the bounded retries of the same submission. */
async function fetchWithRetries(url: string, init: RequestInit, retry: boolean): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const delay = retry ? POST_RETRY_DELAYS_MS[attempt] : undefined;
    try {
      const res = await fetch(url, init);
      if (delay === undefined || !isWorthRetrying(res)) return res;
      await res.body?.cancel().catch(() => {});
    } catch (error) {
      if (delay === undefined || !isNetworkError(error) || init.signal?.aborted) throw error;
    }
    await pause(delay, init.signal ?? undefined);
  }
}

/** The raw call, for answers that are not JSON (files) or whose headers matter; throws ApiError. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const hasBody = data !== undefined;
  const isKeyed = ['POST', 'PUT'].includes(method.toUpperCase());
  const res = await fetchWithRetries(
    url,
    {
      method,
      headers: {
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...(isKeyed ? { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey ?? newIdempotencyKey() } : {}),
        ...options.headers,
      },
      body: hasBody ? JSON.stringify(data) : undefined,
      credentials: 'include',
      signal: options.signal,
    },
    isKeyed,
  );
  await throwIfResNotOk(res);
  return res;
}

/** Reads a JSON answer with its zod contract. */
async function readJson<S extends z.ZodType>(res: Response, schema: S): Promise<z.output<S>> {
  return schema.parse(await res.json());
}

/** GET `url` and parse the answer with `schema`. */
export async function getJson<S extends z.ZodType>(
  url: string,
  schema: S,
  options?: ApiRequestOptions,
): Promise<z.output<S>> {
  return readJson(await apiRequest('GET', url, undefined, options), schema);
}

/** POST/PATCH/PUT/DELETE `body` (none when undefined) and parse the answer with `schema`. */
export async function sendJson<S extends z.ZodType>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body: unknown,
  schema: S,
  options?: ApiRequestOptions,
): Promise<z.output<S>> {
  return readJson(await apiRequest(method, url, body, options), schema);
}

export interface ListResult<T> {
  rows: T[];
  /** The x-total-count header; null when the server sent none (or not a number). */
  total: number | null;
}

/** GET a JSON array of `row`s and the total the x-total-count header gives for pagination. */
export async function getList<S extends z.ZodType>(
  url: string,
  row: S,
  options?: ApiRequestOptions,
): Promise<ListResult<z.output<S>>> {
  const res = await apiRequest('GET', url, undefined, options);
  const rows: z.output<S>[] = await readJson(res, row.array());
  const header = res.headers.get('x-total-count');
  const total = header === null ? null : Number(header);
  return { rows, total: total !== null && Number.isFinite(total) ? total : null };
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), {
      credentials: 'include',
      signal,
    });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** What a screen shows for any failed call: status 0 when the error did not come from the API. */
export interface ApiFailure {
  status: number;
  message: string;
  issues?: ApiIssue[];
}

/** Any error thrown by a call, in the words the user sees (the server's, or a network or generic text). */
export function parseApiError(error: unknown): ApiFailure {
  if (error instanceof ApiError) {
    const { status, userMessage: message, issues } = error;
    return issues ? { status, message, issues } : { status, message };
  }
  if (!(error instanceof Error)) return { status: 0, message: UNKNOWN_MESSAGE };
  const offline = error instanceof TypeError || error.name === 'TypeError';
  return { status: 0, message: offline ? NETWORK_MESSAGE : error.message || UNKNOWN_MESSAGE };
}
