import { PAGE_ANSWERS_ELEMENT_ID, type PageAnswer } from '@shared/contracts/site-shell';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Puts the API answers the server rendered this page with (decision 0028) in the query cache, so React's first
 * render shows what the server's did instead of a loading state. A page sent without answers asks the API itself.
 */
export function seedPageAnswers(client: QueryClient): void {
  const text = document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    for (const { queryKey, data } of JSON.parse(text) as PageAnswer[]) client.setQueryData(queryKey, data);
  } catch {
    // unreadable: the page asks the API
  }
}
