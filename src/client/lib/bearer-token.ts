// The partner's bearer token, apart from the api client so that restoring it at start (partner-token.ts, in the
// first load of every page) does not load the client itself (decision 0022).
let bearerToken: string | null = null;

/** Partner sessions use a bearer token; set it after login and clear it (null) on logout. */
export function setBearerToken(token: string | null): void {
  bearerToken = token;
}

export function authHeaders(): Record<string, string> {
  return bearerToken ? { Authorization: `Bearer ${bearerToken}` } : {};
}
