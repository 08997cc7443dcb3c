import { useEffect } from 'react';

/**
 * Arriving from a form that is gone (a sign-in), focus is left on <body>: start the keyboard and a screen reader at
 * the page's heading instead. Focus someone put elsewhere is left alone.
 */
export function useHeadingFocusWhenLost(): void {
  useEffect(() => {
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, []);
}
