import { useEffect } from 'react';

/** Scrolls the window to the top when the component mounts (instantly, like a page load). */
export function useScrollToTop(): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
