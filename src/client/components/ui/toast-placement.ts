import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'wouter';

export type ToastPlacement = 'top' | 'bottom';

/** Toasts go to the half of the screen the focused control is not in, so they never cover it. */
export function placementAwayFromFocus(): ToastPlacement {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return 'bottom';
  const rect = focused.getBoundingClientRect();
  return rect.top + rect.height / 2 > window.innerHeight / 2 ? 'top' : 'bottom';
}

/** Focus inside the toasts (F8, or Tab to a toast's close button) leaves them where they are. */
const inToasts = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="region"][aria-label^="Notifications"]') !== null;

/**
 * Decided again for every new or closed toast, every page change (a toast often comes just before one, as
 * "Login Successful" before the admin inbox) and, while a toast shows, every move of the focus.
 */
export function useToastPlacement(toastCount: number): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  const [location] = useLocation();
  // toastCount and location are the triggers: measured again for every new or closed toast and every page
  useLayoutEffect(() => {
    setPlacement(placementAwayFromFocus());
  }, [toastCount, location]);
  useEffect(() => {
    if (toastCount === 0) return;
    const followFocus = (event: FocusEvent) => {
      if (!inToasts(event.target)) setPlacement(placementAwayFromFocus());
    };
    document.addEventListener('focusin', followFocus);
    return () => document.removeEventListener('focusin', followFocus);
  }, [toastCount]);
  return placement;
}
