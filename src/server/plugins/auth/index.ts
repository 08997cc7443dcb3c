import cookie from '@fastify/cookie';
import type { Database } from '@server/db/client';
import { partnerSessionCookieName, sessionCookieName } from '@shared/contracts/auth';
import { veteranSessionCookieName } from '@shared/contracts/my';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../error-handler';
import {
  createSession,
  findPartnerSession,
  findUserSession,
  type PartnerPrincipal,
  revokeSession,
  type UserPrincipal,
} from './session-store';
import {
  createVeteranSession,
  findVeteranSession,
  revokeVeteranSession,
  type VeteranPrincipal,
  type VeteranSessionGrant,
} from './veteran-sessions';

export {
  type AccountLinkRow,
  type AccountLinkSubject,
  accountLinkSubject,
  countLiveAccountLinks,
  countRecentAccountLinks,
  createAccountLink,
  findAccountLink,
  findLiveAccountLink,
  mintAccountLinkToken,
  redeemAccountLink,
  voidAccountLinks,
} from './account-links';
export {
  admitSignInAttempt,
  clearSignInLimits,
  countUnsuccessfulAttempt,
  lockedSql,
  recentFailuresSql,
  releaseSignInAttempt,
  SIGN_IN_LIMITS,
} from './login-throttle';
export { passwordProblem } from './password-strength';
export { hashChosenPassword, hashPassword, verifyPassword } from './passwords';
export type { PartnerPrincipal, UserPrincipal } from './session-store';
export { liveSessionsSql, revokeSessionsOf } from './session-store';
export type { VeteranPrincipal } from './veteran-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    partner?: PartnerPrincipal;
    user?: UserPrincipal;
    veteran?: VeteranPrincipal;
  }
}

export const SIGN_IN_MESSAGE = 'Sign in to continue.';
export const FORBIDDEN_MESSAGE = "You don't have access to this.";

export interface AuthOptions {
  db: Database;
  sessionTtlHours: number;
  production: boolean;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header);
  return match?.[1] ?? null;
}

/** The guards and session helpers every module gets (one mechanism for every role). */
export function createAuth({ db, sessionTtlHours, production }: AuthOptions) {
  // in production `__Host-` + Secure + Path=/ and no Domain: the only shape a browser accepts for that name
  const sessionCookie = sessionCookieName(production);
  const partnerCookie = partnerSessionCookieName(production);
  const veteranCookie = veteranSessionCookieName(production);
  const cookieOptions = {
    httpOnly: true,
    sameSite: 'strict',
    secure: production,
    path: '/',
  } as const;

  /**
   * The partner's token: `Authorization: Bearer` (API clients) or the HttpOnly cookie the browser got at sign-in
   * (decision 0006, addendum). Undefined when the request carries neither.
   */
  const partnerCredential = (request: FastifyRequest): string | null | undefined => {
    if (request.headers.authorization !== undefined) return bearerToken(request);
    const cookie = request.cookies[partnerCookie];
    return cookie === undefined ? undefined : cookie;
  };

  /** A live partner session for this request's credential, else 401 (a dead cookie is cleared with it). */
  async function admitPartner(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = partnerCredential(request);
    const partner = token ? await findPartnerSession(db, token) : null;
    if (!partner) {
      if (request.headers.authorization === undefined && request.cookies[partnerCookie] !== undefined)
        reply.clearCookie(partnerCookie, cookieOptions);
      throw new HttpError(401, SIGN_IN_MESSAGE);
    }
    request.partner = partner;
    reply.header('cache-control', 'no-store');
  }

  const requireUser =
    (...roles: UserPrincipal['role'][]) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const token = request.cookies[sessionCookie];
      const user = token ? await findUserSession(db, token) : null;
      if (!user) throw new HttpError(401, SIGN_IN_MESSAGE);
      // set before a 403 too: the refusal's audit row names who was refused
      request.user = user;
      if (roles.length > 0 && !roles.includes(user.role)) throw new HttpError(403, FORBIDDEN_MESSAGE);
      reply.header('cache-control', 'no-store');
    };

  return {
    /** onRequest: a live partner session (bearer token or partner cookie), else 401. Sets request.partner. */
    requirePartner: admitPartner,

    /**
     * onRequest for public forms a partner may also use: no partner credential passes anonymously; one that is
     * sent must be a live partner session (else 401, never a silent anonymous call).
     */
    async optionalPartner(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (partnerCredential(request) === undefined) return;
      await admitPartner(request, reply);
    },

    /**
     * onRequest for calls a partner and a signed-in user share: a bearer token means a partner; else a user
     * session cookie with one of `roles`; else the partner cookie; else 401.
     */
    partnerOrUser(...roles: UserPrincipal['role'][]) {
      const user = requireUser(...roles);
      return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
        if (request.headers.authorization !== undefined) return admitPartner(request, reply);
        if (request.cookies[sessionCookie] === undefined && request.cookies[partnerCookie] !== undefined)
          return admitPartner(request, reply);
        return user(request, reply);
      };
    },

    /** onRequest factory: a live cookie session with one of `roles`, else 401 (none) or 403 (other role). */
    requireUser,

    /** onRequest: sets request.user when a live cookie session comes along; never refuses. */
    async optionalUser(request: FastifyRequest): Promise<void> {
      const token = request.cookies[sessionCookie];
      const user = token ? await findUserSession(db, token) : null;
      if (user) request.user = user;
    },

    /** Creates the session and sets the partner's HttpOnly cookie; answers the token for API clients. */
    async startPartnerSession(reply: FastifyReply, organizationId: string, tx: Database = db) {
      const session = await createSession(tx, { organizationId }, sessionTtlHours);
      reply.setCookie(partnerCookie, session.token, { ...cookieOptions, maxAge: sessionTtlHours * 3600 });
      return session;
    },

    /** Creates the session and sets the HttpOnly, SameSite=Strict cookie. */
    async startUserSession(reply: FastifyReply, userId: string, tx: Database = db): Promise<void> {
      const { token } = await createSession(tx, { userId }, sessionTtlHours);
      reply.setCookie(sessionCookie, token, { ...cookieOptions, maxAge: sessionTtlHours * 3600 });
    },

    /** Revokes the partner session of this request (bearer or cookie) and clears the cookie. */
    async endPartnerSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = partnerCredential(request);
      if (token) await revokeSession(db, token);
      reply.clearCookie(partnerCookie, cookieOptions);
    },

    /** onRequest: the veteran's own session on this device (their page, /my), else 401. Sets request.veteran. */
    async requireVeteran(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = request.cookies[veteranCookie];
      const veteran = token ? await findVeteranSession(db, token) : null;
      if (!veteran) {
        if (token !== undefined) reply.clearCookie(veteranCookie, cookieOptions);
        throw new HttpError(401, SIGN_IN_MESSAGE);
      }
      request.veteran = veteran;
      reply.header('cache-control', 'no-store');
    },

    /** Opens the veteran's session on this device (30 days) and sets its HttpOnly cookie. */
    async startVeteranSession(reply: FastifyReply, grant: VeteranSessionGrant, tx: Database = db) {
      const { token, expiresAt } = await createVeteranSession(tx, grant);
      reply.setCookie(veteranCookie, token, {
        ...cookieOptions,
        maxAge: Math.floor((expiresAt.getTime() - Date.now()) / 1000),
      });
    },

    async endVeteranSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = request.cookies[veteranCookie];
      if (token) await revokeVeteranSession(db, token);
      reply.clearCookie(veteranCookie, cookieOptions);
    },

    /** Revokes the cookie session of this request and clears the cookie. */
    async endUserSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = request.cookies[sessionCookie];
      if (token) await revokeSession(db, token);
      reply.clearCookie(sessionCookie, cookieOptions);
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;

export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
}

/** The request's partner (after requirePartner). */
export function partnerOf(request: FastifyRequest): PartnerPrincipal {
  if (!request.partner) throw new HttpError(401, SIGN_IN_MESSAGE);
  return request.partner;
}

/** The request's veteran (after requireVeteran). */
export function veteranOf(request: FastifyRequest): VeteranPrincipal {
  if (!request.veteran) throw new HttpError(401, SIGN_IN_MESSAGE);
  return request.veteran;
}

/** The request's user (after requireUser). */
export function userOf(request: FastifyRequest): UserPrincipal {
  if (!request.user) throw new HttpError(401, SIGN_IN_MESSAGE);
  return request.user;
}
