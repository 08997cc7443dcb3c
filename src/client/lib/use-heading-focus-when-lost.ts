import { useEffect, useRef } from 'react';

/**
 * Arriving from a form that is gone (a sign-in), focus is left on <body>: start the keyboard and a screen reader at
 * the page's heading instead. Focus someone put elsewhere is left alone. A page that shows its heading only once
 * its data is in passes `ready` (false while loading): the heading takes the focus once, when it is ready.
 */
export function useHeadingFocusWhenLost(ready = true): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [ready]);
}
