import {
  type Dispatch,
  type SetStateAction,
  startTransition,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

const subscribeToNothing = () => () => {};

/**
 * True from start.tsx's hydrateRoot until the page rendered ahead is live (app-live.ts). While it is, a part that
 * React hydrates reads the same value in the browser as on the server, so React does not render it again at once
 * (useSyncExternalStore re-renders a part whose value differs after hydration synchronously: on a slow phone, the
 * whole page in one long task). It only decides how fast a part comes alive, never what it shows: a part mounted
 * in the browser while it is still true catches up in the next render, as a hydrated one does.
 */
let takingOverPage = false;

export function setTakingOverPage(value: boolean): void {
  takingOverPage = value;
}

/** True on the server and while React hydrates, and in a part mounted while start.tsx still takes the page over. */
function useRenderedAsOnServer(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => takingOverPage,
    () => true,
  );
}

/**
 * False on the server and while React takes over a page the server rendered ahead (decision 0028), true in every
 * other render. That first render must build the server's HTML, so what only this browser knows, and what works
 * only once the app runs, waits for the next render: a transition right after hydration, which React renders in
 * slices a tap can interrupt (decision 0036).
 */
export function useHydrated(): boolean {
  const asOnServer = useRenderedAsOnServer();
  const [caughtUp, setCaughtUp] = useState(false);
  useEffect(() => {
    if (asOnServer) startTransition(() => setCaughtUp(true));
  }, [asOnServer]);
  return !asOnServer || caughtUp;
}

/**
 * useState that starts from what this browser has stored (a saved list, a session). On a page rendered ahead it
 * starts `empty`, as the server did, and reads the stored value straight after, in a transition.
 */
export function useStoredState<T>(read: () => T, empty: T): [T, Dispatch<SetStateAction<T>>] {
  const asOnServer = useRenderedAsOnServer();
  const [readAtStart] = useState(!asOnServer);
  const [value, setValue] = useState<T>(() => (readAtStart ? read() : empty));
  useEffect(() => {
    if (!readAtStart) startTransition(() => setValue(read()));
  }, [readAtStart, read]);
  return [value, setValue];
}
