import type { QueryFunction } from '@tanstack/react-query';

/**
 * The single API client (spec 1, section 7): every request sends credentials, bodies are JSON,
 * and a non-OK answer throws Error(`${status}: ${bodyText || statusText}`).
 */

let bearerToken: string | null = null;

/** Partner sessions use a bearer token; set it after login and clear it (null) on logout. */
export function setBearerToken(token: string | null): void {
  bearerToken = token;
}

function authHeaders(): Record<string, string> {
  return bearerToken ? { Authorization: `Bearer ${bearerToken}` } : {};
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

export interface ApiRequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const hasBody = data !== undefined;
  const res = await fetch(url, {
    method,
    headers: {
      ...authHeaders(),
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), {
      credentials: 'include',
      headers: authHeaders(),
      signal,
    });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export interface ApiIssue {
  path: string;
  message: string;
}

export interface ApiError {
  /** HTTP status; 0 when the server could not be reached or the error did not come from the API. */
  status: number;
  message: string;
  issues?: ApiIssue[];
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

/** Turns an error thrown by apiRequest / getQueryFn back into { status, message, issues? }. */
export function parseApiError(error: unknown): ApiError {
  if (!(error instanceof Error)) return { status: 0, message: UNKNOWN_MESSAGE };
  const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
  if (!match) {
    const offline = error instanceof TypeError || error.name === 'TypeError';
    return { status: 0, message: offline ? NETWORK_MESSAGE : error.message || UNKNOWN_MESSAGE };
  }
  const status = Number(match[1]);
  const body = match[2] ?? '';
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      const record = parsed as Record<string, unknown>;
      const message = typeof record.message === 'string' && record.message ? record.message : UNKNOWN_MESSAGE;
      const issues = Array.isArray(record.issues)
        ? record.issues.filter(isIssue).map((i) => ({ path: normalisePath(i.path), message: i.message }))
        : undefined;
      return issues && issues.length > 0 ? { status, message, issues } : { status, message };
    }
  } catch {
    // not JSON: the body text itself is the message
  }
  return { status, message: body || UNKNOWN_MESSAGE };
}
