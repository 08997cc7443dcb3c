import {
  ACCOUNT_TOKEN_PURPOSES,
  PASSWORD_RESET_TTL_MINUTES,
  SIGN_IN_LINK_TTL_MINUTES,
} from '@shared/domain/account-tokens';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { z } from 'zod';
import { newPassword, PASSWORD_MIN } from './auth';
import { normalizeEmail, requiredEmail, textRule } from './common';
import { ZOrganizationView } from './organizations';

/** Asks for a password-reset link (always 202, the same answer whether or not an account uses the email). */
export const PASSWORD_RESET_PATH = '/api/password-reset';
/** What a one-time link is for (a reset or an invitation), before the person chooses a password. */
export const ACCOUNT_LINK_PATH = '/api/password-reset/link';
/** Sets the password with a one-time link: a reset, or an invited organisation's first password. */
export const PASSWORD_RESET_CONFIRM_PATH = '/api/password-reset/confirm';
/** An admin invites an organisation to set its partner password. */
export const ORGANIZATION_INVITATION_PATH = '/api/admin/organizations/:id/invitation';
export const organizationInvitationPath = (organizationId: string) =>
  ORGANIZATION_INVITATION_PATH.replace(':id', encodeURIComponent(organizationId));

/** Asks for a one-time sign-in link (always 202, like a reset), and signs in with one. */
export const SIGN_IN_LINK_PATH = '/api/sign-in-link';
export const SIGN_IN_LINK_CONFIRM_PATH = '/api/sign-in-link/confirm';
/** The page a sign-in link opens (`?token=`). */
export const SIGN_IN_LINK_ROUTE = PAGE_PATHS.signInLink;

/** The pages: the email form, and the page a one-time link opens (`?token=`). */
export const FORGOT_PASSWORD_ROUTE = PAGE_PATHS.forgotPassword;
export const RESET_PASSWORD_ROUTE = PAGE_PATHS.resetPassword;

/** Whose sign-in a link is for; each has its own sign-in page. */
export const ACCOUNT_KINDS = ['partner', 'landlord', 'admin'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
export const SIGN_IN_ROUTES: Record<AccountKind, string> = {
  partner: PAGE_PATHS.partnerLogin,
  landlord: PAGE_PATHS.landlordLogin,
  admin: PAGE_PATHS.adminLogin,
};

export const RESET_REQUESTED_MESSAGE =
  `If an account uses that email, we sent it a link to choose a new password. ` +
  `The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes. Check your inbox and your spam folder.`;
export const SIGN_IN_LINK_REQUESTED_MESSAGE =
  `If an account uses that email, we sent it a link that signs you in. ` +
  `The link works once, for ${SIGN_IN_LINK_TTL_MINUTES} minutes, on this device or another. Check your inbox and your spam folder.`;
export const ACCOUNT_LINK_INVALID_MESSAGE = 'This link has expired or was already used. Ask for a new one.';
export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords are not the same';
export const PASSWORD_MIN_HINT = `At least ${PASSWORD_MIN} characters.`;
export const SIGN_IN_TAKEN_MESSAGE =
  'Another organization already signs in with this email. Contact us and we will sort it out.';
export const ORGANIZATION_WITHOUT_EMAIL_MESSAGE =
  'This organization has no email address to send an invitation to. Add one first.';

const email = requiredEmail('Enter your email address', 'Enter a valid email address').transform(
  normalizeEmail,
);

/** The forgot-password form of partners and landlords: the email they sign in with. */
export const ZPasswordResetRequest = z.strictObject({ email });
export type PasswordResetRequest = z.input<typeof ZPasswordResetRequest>;
/** The admin's form: the username they sign in with (issue 37); the link goes to the email on their account. */
const enterUsername = { error: 'Enter the username you sign in with' };
export const ZAdminLinkRequest = z.strictObject({
  username: z.string(enterUsername).trim().min(1, enterUsername).max(100, enterUsername).check(textRule),
});
export type AdminLinkRequest = z.input<typeof ZAdminLinkRequest>;
export const ACCOUNT_LINK_FIELDS_MESSAGE =
  'Send either "email" (the email you sign in with) or "username" (an admin\'s username), not both.';
/** The one field sent names what is wrong with it; neither, both or anything else gets the sentence above. */
const linkRequestError = (issue: z.core.$ZodRawIssue) => {
  if (issue.code !== 'invalid_union') return undefined;
  const keys = typeof issue.input === 'object' && issue.input !== null ? Object.keys(issue.input) : [];
  const option = keys.length === 1 ? ['email', 'username'].indexOf(keys[0] ?? '') : -1;
  return issue.errors[option]?.[0]?.message ?? ACCOUNT_LINK_FIELDS_MESSAGE;
};
/** POST /api/password-reset and /api/sign-in-link: an email (partners, landlords, admins) or an admin's username. */
export const ZAccountLinkRequest = /* @__PURE__ */ z.union([ZPasswordResetRequest, ZAdminLinkRequest], {
  error: linkRequestError,
});
export type AccountLinkRequest = z.output<typeof ZAccountLinkRequest>;
export const ZPasswordResetRequested = z.object({ message: z.string() });

/** A one-time link's token: 32 random bytes in base64url. Anything else is a link that can't work. */
const token = z
  .string({ error: ACCOUNT_LINK_INVALID_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: ACCOUNT_LINK_INVALID_MESSAGE });

/** POST /api/password-reset/link */
export const ZAccountLinkInput = z.strictObject({ token });

/** What a live link is for and who will sign in with the password it sets. */
export const ZAccountLinkView = z.object({
  purpose: z.enum(ACCOUNT_TOKEN_PURPOSES),
  account: z.enum(ACCOUNT_KINDS),
  /** What to type on the sign-in page: the partner's or landlord's email, the admin's username. */
  signInName: z.string(),
  /** The organisation a partner link is for; null for admins and landlords. */
  organizationName: z.string().nullable(),
});
export type AccountLinkView = z.infer<typeof ZAccountLinkView>;

/** POST /api/password-reset/confirm: the password rule of sign-up. */
export const ZPasswordResetConfirm = z.strictObject({ token, password: newPassword });
export type PasswordResetConfirm = z.input<typeof ZPasswordResetConfirm>;
export const ZPasswordResetDone = ZAccountLinkView;

/** The reset page's form: the new password twice. */
export const ZNewPasswordForm = z
  .object({ password: newPassword, confirm: z.string({ error: 'Type the password again' }) })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    error: PASSWORDS_DIFFER_MESSAGE,
  });
export type NewPasswordForm = z.input<typeof ZNewPasswordForm>;

/** POST /api/admin/organizations/:id/invitation: the invitation is queued for this address. */
export const ZInvitationQueued = z.object({ email: z.string(), expiresAt: z.string() });
export type InvitationQueued = z.infer<typeof ZInvitationQueued>;

/** POST /api/sign-in-link/confirm: whose session started, so the page opens the right dashboard. */
export const ZSignInLinkDone = z.object({
  account: z.enum(ACCOUNT_KINDS),
  /** A partner's organisation (the pages show it); null for admins and landlords. */
  organization: ZOrganizationView.nullable(),
});
export type SignInLinkDone = z.infer<typeof ZSignInLinkDone>;
