/** What a one-time account link does: resets a forgotten password, or lets an invited organisation set its first one. */
export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'invitation'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** A password-reset link works for one hour, once. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** An invitation to claim an organisation's sign-in works for seven days, once. */
export const INVITATION_TTL_DAYS = 7;
