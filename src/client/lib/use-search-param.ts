import { useSearchParams } from 'wouter';

/** One value of the page's query string, '' when it is missing: e.g. a one-time link's `?token=`. */
export function useSearchParam(name: string): string {
  const [params] = useSearchParams();
  return params.get(name) ?? '';
}

/** The `?token=` of the page an emailed one-time link opens. */
export const useLinkToken = () => useSearchParam('token');
