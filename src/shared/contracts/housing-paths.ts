/** The housing team's API paths, apart from their schemas: an intake form sends to one without loading the dashboard's. */
export const VETERANS_HOUSING_PATH = '/api/veterans-housing';
export const PROPERTIES_HOUSING_PATH = '/api/properties-housing';
export const HOUSING_MATCHES_PATH = '/api/housing-matches';
export const HOUSING_MATCHES_RUN_PATH = '/api/housing-matches/run';
export const HOUSING_MATCHES_ANALYTICS_PATH = '/api/housing-matches/analytics';
export const HOUSING_MATCH_PATH = '/api/housing-matches/:id';
export const housingMatchPath = (id: string) => `/api/housing-matches/${encodeURIComponent(id)}`;
