import { useSearchParams } from 'wouter';
import { useHydrated } from './use-hydrated';

/** One value of the page's query string, '' when it is missing. */
export function useSearchParam(name: string): string {
  const [params] = useSearchParams();
  return params.get(name) ?? '';
}

/**
 * The one-time token an emailed link carries in `?{name}=`: '' when the address has none, and null while the
 * address has one that the page does not read yet. A page a link opens is rendered ahead for any such link, the
 * token never reaching the server's render nor its HTML (LINK_PAGES, decision 0028): there, and while React takes
 * that page over, the token is null, so the first render is the server's; the next render reads it. A page the
 * browser renders alone reads it at once.
 */
export function useLinkParam(name: string): string | null {
  const value = useSearchParam(name);
  const hydrated = useHydrated();
  return value !== '' && !hydrated ? null : value;
}

/** The `?token=` of the page an emailed one-time link opens (see useLinkParam). */
export const useLinkToken = () => useLinkParam('token');

/** The link's token as the address has it now: for a button pressed before the page read it (useLinkParam). */
export function linkParamNow(name = 'token'): string {
  return new URLSearchParams(window.location.search).get(name) ?? '';
}
