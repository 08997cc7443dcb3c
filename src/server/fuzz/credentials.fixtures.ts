import { PARTNER_SESSION_COOKIE, SESSION_COOKIE } from '@shared/contracts/auth';
import fc from 'fast-check';
import { ROLES, type Role } from './fuzz-world.fixtures';
import { headerText } from './nasty.fixtures';
import type { FuzzRequest } from './request-arbitrary.fixtures';

/** Who a request claims to be: a role's real session, or headers that are no session (none at all, or forged). */
export type Credential = { role: Role } | { role: null; headers: Record<string, string> };

const nobody = fc.constant<Credential>({ role: null, headers: {} });

/** Credentials no session stands behind. A forged cookie costs a database look-up, so it is the rarer one. */
const forged: fc.Arbitrary<Credential> = fc
  .oneof(
    { weight: 3, arbitrary: headerText.map((text) => ({ authorization: `Bearer ${text}` })) },
    { weight: 2, arbitrary: headerText.map((text) => ({ authorization: text })) },
    { weight: 1, arbitrary: headerText.map((text) => ({ cookie: `${SESSION_COOKIE}=${text}` })) },
    { weight: 1, arbitrary: headerText.map((text) => ({ cookie: `${PARTNER_SESSION_COOKIE}=${text}` })) },
    { weight: 1, arbitrary: headerText.map((text) => ({ cookie: text })) },
  )
  .map((headers) => ({ role: null, headers }));

const anyOf = (roles: Role[]) => fc.constantFrom<Credential>(...roles.map((role) => ({ role })));

/** How often (in percent) a guarded route's case of each kind carries a real session of one of its roles. */
const SIGNED_IN_PERCENT: Record<FuzzRequest['kind'], number> = { valid: 50, mutated: 20, chaos: 6, raw: 6 };

/**
 * Credentials for a case of the given kind. A guarded route gets a real session of one of its roles mostly on
 * valid-looking and spoiled-by-one-field requests (about one case in six), so validation and handlers are
 * reached where it matters; the rest come with no session, a forged one or another role's, and the guard
 * refuses them onRequest without reading the body. That is input too, and it costs no database work, which
 * keeps 1,000 cases a route affordable on PGlite (each real session is looked up in the database).
 * A public route is mostly called anonymously, sometimes signed in (public forms act on a partner's session)
 * or with forged credentials (a bad token on a form that accepts a partner's must be a 401).
 */
export function credentialFor(kind: FuzzRequest['kind'], roles: Role[] | null): fc.Arbitrary<Credential> {
  if (roles === null) {
    return fc.oneof(
      { weight: 6, arbitrary: nobody },
      { weight: 2, arbitrary: anyOf(['partner', 'admin']) },
      { weight: 2, arbitrary: forged },
    );
  }
  const others = ROLES.filter((role) => !roles.includes(role));
  const signedIn = SIGNED_IN_PERCENT[kind];
  return fc.oneof(
    { weight: signedIn, arbitrary: anyOf(roles) },
    { weight: others.length > 0 ? 3 : 0, arbitrary: anyOf(others.length > 0 ? others : roles) },
    { weight: Math.round((100 - signedIn) * 0.7), arbitrary: nobody },
    { weight: Math.round((100 - signedIn) * 0.3), arbitrary: forged },
  );
}
