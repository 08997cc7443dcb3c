import { PAGE_ANSWERS_ELEMENT_ID, type PageAnswer } from '@shared/contracts/page-answers';

/**
 * The API answer the server rendered this page with under `queryKey` (decision 0028), for the query's initial data:
 * React's first render then shows what the server's did instead of a loading state, and nothing is asked twice.
 * Taken once: a query built again later (after the cache let it go) asks the API, and never gets an old answer.
 * Undefined when the page came without it.
 */
export function takePageAnswer(queryKey: readonly unknown[]): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(PAGE_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  const key = JSON.stringify(queryKey);
  try {
    const answers = JSON.parse(element.textContent) as PageAnswer[];
    const taken = answers.find((answer) => JSON.stringify(answer.queryKey) === key);
    if (taken) element.textContent = JSON.stringify(answers.filter((answer) => answer !== taken));
    return taken?.data;
  } catch {
    return undefined;
  }
}
