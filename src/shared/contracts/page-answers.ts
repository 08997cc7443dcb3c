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
