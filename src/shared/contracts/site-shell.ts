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

/**
 * A page the server renders on request with the public API answer it shows (decision 0028): the answer as the API
 * sent it, and the key the page reads it under.
 */
export interface PageAnswer {
  queryKey: readonly unknown[];
  data: unknown;
}
/** The id of the JSON script element that carries a page's answers, beside #root. */
export const PAGE_ANSWERS_ELEMENT_ID = 'vhm-page-answers';
