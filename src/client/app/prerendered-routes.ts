/**
 * The pages the server renders to HTML ahead of any request (decision 0028). Their first render depends on the
 * path alone, never on the visitor: what a browser has stored waits for the render after (useStoredState), an
 * answer from the API shows as its loading state in both (a sign-in page shows its form while it asks whether the
 * visitor is signed in already, and moves on when they are), and a form's submit buttons are disabled until the app
 * runs (Button), so that nothing is sent the browser's way. The HTML the server sends is then the HTML the
 * browser builds first, and React hydrates it as it is. A request with a query string gets the plain shell: the
 * page may read it.
 */
export const PRERENDERED_ROUTES = [
  '/',
  '/landlords',
  '/veterans',
  '/pricing',
  '/support',
  '/income-calculator',
  '/legal-resources',
  '/success-stories',
  '/benefits-guide',
  '/community',
  '/help',
  '/contact',
  '/directory',
  '/co-living-intake',
  '/privacy',
  '/terms',
  '/partner/login',
  '/landlord/login',
  '/landlord/signup',
  '/admin/login',
  '/forgot-password',
] as const;
