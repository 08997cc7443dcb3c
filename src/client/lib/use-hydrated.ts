import { type Dispatch, type SetStateAction, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and while React takes over a page the server rendered ahead (decision 0028), true in every
 * other render. That first render must build the server's HTML, so what only this browser knows, and what works
 * only once the app runs, waits for the next render, which React makes at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * useState that starts from what this browser has stored (a saved list, a session). On a page rendered ahead it
 * starts `empty`, as the server did, and reads the stored value straight after.
 */
export function useStoredState<T>(read: () => T, empty: T): [T, Dispatch<SetStateAction<T>>] {
  const hydrated = useHydrated();
  const [readAtStart] = useState(hydrated);
  const [value, setValue] = useState<T>(() => (hydrated ? read() : empty));
  useEffect(() => {
    if (!readAtStart) setValue(read());
  }, [readAtStart, read]);
  return [value, setValue];
}
