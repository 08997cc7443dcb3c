import { SIGNUP_CONFIRMATION_TTL_HOURS } from '@shared/domain/account-tokens';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { z } from 'zod';
import { normalizeEmail, optionalPhone, requiredEmail, textRule } from './common';
import { ZOrganizationView } from './organizations';

export const PARTNER_LOGIN_PATH = '/api/partner/login';
export const PARTNER_LOGOUT_PATH = '/api/partner/logout';
export const USER_LOGIN_PATH = '/api/user/login';
export const USER_LOGOUT_PATH = '/api/user/logout';
export const CURRENT_USER_PATH = '/api/user/me';
export const LANDLORD_SIGNUP_PATH = '/api/landlord/signup';
export const LANDLORD_SIGNUP_CONFIRM_PATH = '/api/landlord/signup/confirm';
export const LANDLORD_CONFIRM_ROUTE = PAGE_PATHS.landlordConfirm;

/** Cookie that carries admin and landlord sessions (HttpOnly, SameSite=Strict); its name outside production. */
export const SESSION_COOKIE = 'vhm_session';

/**
 * The session cookie's name. In production it carries the `__Host-` prefix: a browser then keeps it only when
 * it is Secure, for Path=/ and without a Domain, so no subdomain or plain-HTTP page can set or shadow it.
 */
export function sessionCookieName(production: boolean): string {
  return production ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** Cookie that carries a partner's session in the browser (HttpOnly, SameSite=Strict, like SESSION_COOKIE). */
export const PARTNER_SESSION_COOKIE = 'vhm_partner_session';

/** The partner session cookie's name: `__Host-` in production, as `sessionCookieName`. */
export function partnerSessionCookieName(production: boolean): string {
  return production ? `__Host-${PARTNER_SESSION_COOKIE}` : PARTNER_SESSION_COOKIE;
}

/** The generic answer to every failed login: it never says which part was wrong. */
export const LOGIN_FAILED_MESSAGE = 'Your email and password do not match. Check both and try again.';
/** Admins sign in with a username, landlords with their email: the message names both, never which was wrong. */
export const USER_LOGIN_FAILED_MESSAGE =
  'Your username or email and password do not match. Check both and try again.';
export const LOGIN_LOCKED_MESSAGE = 'Too many failed sign-in attempts. Wait 15 minutes and try again.';
/** The right password for an account an admin switched off (403). */
export const ACCOUNT_DEACTIVATED_MESSAGE =
  'This account is switched off. Contact the housing team if you need it back.';
/** The right password for a landlord who has not confirmed the sign-up email yet (403). */
export const EMAIL_NOT_CONFIRMED_MESSAGE =
  'Confirm your email first: we sent you a link. No email? Choose a new password with "Forgot password?": that confirms your email too.';

export const PASSWORD_MIN = 8;
/**
 * The demo accounts' password (DESIGN.md, README): published, so the one exception to the password rule. Only
 * the demo seed sets it (never in production); nobody can choose it, or a variant of it, for a real account.
 */
export const DEMO_PASSWORD = 'veterans-demo';
const password = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required' })
  .max(200, { error: 'Use at most 200 characters' })
  .check(textRule);

/** A new password (sign-up, create-admin): the spec's 8-character minimum. */
export const newPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, { error: 'Password must be at least 8 characters' })
  .max(200, { error: 'Use at most 200 characters' })
  .check(textRule);

const email = requiredEmail('Enter a valid email address', 'Enter a valid email address').transform(
  normalizeEmail,
);

/** POST /api/partner/login. */
export const ZPartnerLoginInput = z.strictObject({ email, password });
export type PartnerLoginInput = z.input<typeof ZPartnerLoginInput>;

export const ZPartnerLoginResult = z.union([
  z.object({ success: z.literal(true), token: z.string(), organization: ZOrganizationView }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type PartnerLoginResult = z.infer<typeof ZPartnerLoginResult>;

export const USER_ROLES = ['admin', 'landlord'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ZUserView = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(USER_ROLES),
  displayName: z.string(),
});
export type UserView = z.infer<typeof ZUserView>;

/** POST /api/user/login: admins use their username, landlords their email. */
export const ZUserLoginInput = z.strictObject({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Username is required' })
    .max(254, { error: 'Use at most 254 characters' })
    .check(textRule),
  password,
});
export type UserLoginInput = z.input<typeof ZUserLoginInput>;

/** The landlord sign-in form: the email (the account's username) and password it posts as ZUserLoginInput. */
export const ZLandlordSignInInput = z.strictObject({ email, password });

export const ZUserLoginResult = z.union([
  z.object({ success: z.literal(true), user: ZUserView }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type UserLoginResult = z.infer<typeof ZUserLoginResult>;

/**
 * POST /api/landlord/signup: 202 with the same answer whether or not the email has an account (no
 * enumeration). A new email gets an account that can't sign in yet and a confirmation link; a taken one gets
 * a message telling its owner someone tried. The link opens LANDLORD_CONFIRM_ROUTE, which posts its token
 * to LANDLORD_SIGNUP_CONFIRM_PATH: that confirms the email and signs the landlord in (ZUserLoginResult).
 */
export const ZLandlordSignupInput = z.strictObject({
  name: z
    .string({ error: 'Your name is required' })
    .trim()
    .min(2, { error: 'Your name is required' })
    .max(120, { error: 'Use at most 120 characters' })
    .check(textRule),
  email,
  phone: optionalPhone('Enter a valid phone number'),
  password: newPassword,
});
export type LandlordSignupInput = z.input<typeof ZLandlordSignupInput>;

export const SIGNUP_CHECK_EMAIL_MESSAGE =
  `Check your email: we sent you a link to finish creating your account. It works once, for ${SIGNUP_CONFIRMATION_TTL_HOURS} hours. ` +
  'If you already have an account, the email tells you how to sign in.';
export const ZLandlordSignupAccepted = z.object({ message: z.string() });
export type LandlordSignupAccepted = z.infer<typeof ZLandlordSignupAccepted>;
/** The confirmation takes the link's token: ZAccountLinkInput of account-recovery. */
