// What the server writes into index.html for every page (src/server/plugins/client-static.ts). No zod here: the
// information pages read it, and they load no validation code.

/** The support team's address and phone, set by the deployment (SUPPORT_EMAIL, SUPPORT_PHONE); no phone when it has no line. */
export interface SupportContact {
  email: string;
  phone: string | null;
}
export const SUPPORT_EMAIL_META = 'vhm-support-email';
export const SUPPORT_PHONE_META = 'vhm-support-phone';

/** route-preloads.json (written by the build) names its fixed routes, and under this key every other route. */
export const OTHER_ROUTES = '*';
