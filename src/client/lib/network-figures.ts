import { useEffect, useState } from 'react';

/** GET /api/vsos/summary, written out so the home page loads no contracts (network-figures.test.ts keeps it equal). */
export const NETWORK_SUMMARY_PATH = '/api/vsos/summary';

/** The network's public headline figures, counted from the directory (the same answer the directory page shows). */
export interface NetworkFigures {
  organizations: number;
  states: number;
}

let pending: Promise<NetworkFigures | null> | null = null;

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** One request per visit, shared by every part of a page that shows the figures; null when it failed. */
function loadNetworkFigures(): Promise<NetworkFigures | null> {
  pending ??= fetch(NETWORK_SUMMARY_PATH, { headers: { accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) return null;
      const body: { count?: unknown; states?: unknown } = await response.json();
      return isCount(body.count) && isCount(body.states)
        ? { organizations: body.count, states: body.states }
        : null;
    })
    .catch(() => null)
    .then((figures) => {
      if (!figures) pending = null; // a later page may try again
      return figures;
    });
  return pending;
}

/** undefined while loading, null when the figures could not be read (say nothing rather than guess). */
export function useNetworkFigures(): NetworkFigures | null | undefined {
  const [figures, setFigures] = useState<NetworkFigures | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void loadNetworkFigures().then((loaded) => {
      if (current) setFigures(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return figures;
}

/** For tests: forget the answer of an earlier test. */
export function forgetNetworkFigures(): void {
  pending = null;
}
