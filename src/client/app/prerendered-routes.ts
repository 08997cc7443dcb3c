import { MY_CONFIRM_EMAIL_PARAM } from '@shared/contracts/my';
import * as PAGE_PATHS from '@shared/domain/page-paths';
/**
 * The pages the server renders to HTML ahead of any request (decision 0028). Their first render depends on the
 * path alone, never on the visitor: what a browser has stored waits for the render after (useStoredState), an
 * answer from the API shows as its loading state in both (a sign-in page shows its form while it asks whether the
 * visitor is signed in already, and moves on when they are), and a form's submit buttons are disabled until the app
 * runs (Button), so that nothing is sent the browser's way. The HTML the server sends is then the HTML the
 * browser builds first, and React hydrates it as it is. A request with a query string gets the plain shell: the
 * page may read it (but for the links of LINK_PAGES).
 */
export const PRERENDERED_ROUTES = [
  '/',
  PAGE_PATHS.landlords,
  PAGE_PATHS.veterans,
  PAGE_PATHS.pricing,
  PAGE_PATHS.support,
  PAGE_PATHS.incomeCalculator,
  PAGE_PATHS.legalResources,
  PAGE_PATHS.successStories,
  PAGE_PATHS.benefitsGuide,
  PAGE_PATHS.community,
  PAGE_PATHS.help,
  PAGE_PATHS.contact,
  PAGE_PATHS.directory,
  PAGE_PATHS.coLivingIntake,
  PAGE_PATHS.veteranIntake,
  PAGE_PATHS.landlordListing,
  PAGE_PATHS.privacy,
  PAGE_PATHS.terms,
  PAGE_PATHS.partnerLogin,
  PAGE_PATHS.landlordLogin,
  PAGE_PATHS.landlordSignup,
  PAGE_PATHS.adminLogin,
  PAGE_PATHS.forgotPassword,
  PAGE_PATHS.housingPartners,
  PAGE_PATHS.networkPartners,
  PAGE_PATHS.my,
  PAGE_PATHS.resetPassword,
] as const;

/**
 * The pages an emailed one-time link opens, each with the query parameter(s) that carry the link's token. Their
 * first render depends on the path and on which parameter the address has, never on the token's value (where it
 * would, /landlord/confirm checking that the token is well formed, the page reads it only once React has taken the
 * page over: useHydrated). The server renders each once per parameter, with a stand-in token the page never shows,
 * and sends that page to every such link; the token never reaches the server's render nor the HTML.
 * Not here: /reset-password with a token, whose first render is the server's answer about that token (the bare
 * path, a link without its token, is in PRERENDERED_ROUTES).
 */
export const LINK_PAGES: Readonly<Record<string, readonly string[]>> = {
  [PAGE_PATHS.signInLink]: ['token'],
  [PAGE_PATHS.landlordConfirm]: ['token'],
  [PAGE_PATHS.my]: ['token', MY_CONFIRM_EMAIL_PARAM],
};
