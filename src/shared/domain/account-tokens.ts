/**
 * What a one-time account link does: resets a forgotten password, lets an invited organisation set its first
 * one, confirms a new landlord's email (sign-up answers the same for a new and a taken email), or signs the
 * owner in without the password (while someone else's guesses hold the sign-in back, issue 31).
 */
export const ACCOUNT_TOKEN_PURPOSES = [
  'password_reset',
  'invitation',
  'signup_confirmation',
  'sign_in',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** A password-reset link works for one hour, once. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** An invitation to claim an organisation's sign-in works for seven days, once. */
export const INVITATION_TTL_DAYS = 7;
/** A sign-up confirmation link works for 48 hours, once. */
export const SIGNUP_CONFIRMATION_TTL_HOURS = 48;
/**
 * A link's lifetime counts from when its mail is sent (issue 31, decision 0011's addendum): until then it may
 * wait this long in the queue (or its own lifetime, when longer); a link not sent by then is never sent (its mail
 * says it expired).
 */
export const LINK_SEND_WINDOW_HOURS = 24;
/** A sign-in link works for 15 minutes, once. */
export const SIGN_IN_LINK_TTL_MINUTES = 15;
