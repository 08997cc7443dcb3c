import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'wouter';

/**
 * Where toasts show: null at the bottom of the screen, a number at the top that many px down, below the
 * sticky header (`data-sticky-header`: the crisis lines and the navigation, layout/site-header.tsx).
 */
export type ToastTop = number | null;

/**
 * Toasts go to the half of the screen below the sticky header the focused control is not in, so they cover
 * neither the control nor the crisis lines (issue 37: at 360 px a toast at the top sat over them). The header's
 * end counts at most half the screen (an open phone menu), so a toast fits under it.
 */
export function toastTopAwayFromFocus(): ToastTop {
  const height = window.innerHeight;
  const headerEnd = document.querySelector('[data-sticky-header]')?.getBoundingClientRect().bottom ?? 0;
  const top = Math.round(Math.min(Math.max(0, headerEnd), height / 2));
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const rect = focused.getBoundingClientRect();
  return rect.top + rect.height / 2 > (top + height) / 2 ? top : null;
}

/** Focus inside the toasts (F8, or Tab to a toast's close button) leaves them where they are. */
const inToasts = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="region"][aria-label^="Notifications"]') !== null;

/**
 * Decided again for every new or closed toast, every page change (a toast often comes just before one, as
 * "Login Successful" before the admin inbox) and, while a toast shows, every move of the focus and every
 * scroll (the focused control scrolled into the toasts' half).
 */
export function useToastPlacement(toastCount: number): ToastTop {
  const [top, setTop] = useState<ToastTop>(null);
  const [location] = useLocation();
  // toastCount and location are the triggers: measured again for every new or closed toast and every page
  useLayoutEffect(() => {
    setTop(toastTopAwayFromFocus());
  }, [toastCount, location]);
  useEffect(() => {
    if (toastCount === 0) return;
    const follow = (event: Event) => {
      if (!inToasts(document.activeElement) && !inToasts(event.target)) setTop(toastTopAwayFromFocus());
    };
    const options = { capture: true, passive: true };
    document.addEventListener('focusin', follow);
    addEventListener('scroll', follow, options);
    return () => {
      document.removeEventListener('focusin', follow);
      removeEventListener('scroll', follow, options);
    };
  }, [toastCount]);
  return top;
}
