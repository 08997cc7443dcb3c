import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'wouter';

export type ToastPlacement = 'top' | 'bottom';

/** Where toasts show: at the bottom, or at the top starting `offset` px down (below the sticky header). */
export interface ToastPosition {
  placement: ToastPlacement;
  offset: number;
}

/** Marks the sticky header (the crisis lines and the navigation, layout/site-header.tsx). */
const STICKY_HEADER = '[data-sticky-header]';

/**
 * Where the sticky header ends on the screen, 0 without one. Issue 37: at 360 px a toast at the top sat over
 * the crisis lines; help stays one tap away. At most half the screen (an open phone menu), so a toast fits.
 */
function headerBottom(): number {
  const header = document.querySelector(STICKY_HEADER);
  if (!header) return 0;
  return Math.round(Math.min(Math.max(0, header.getBoundingClientRect().bottom), window.innerHeight / 2));
}

/**
 * Toasts go to the half of the screen below the header the focused control is not in, so they never cover
 * the control nor the crisis lines.
 */
export function placementAwayFromFocus(): ToastPosition {
  const offset = headerBottom();
  const focused = document.activeElement;
  if (!focused || focused === document.body) return { placement: 'bottom', offset };
  const rect = focused.getBoundingClientRect();
  const middle = (offset + window.innerHeight) / 2;
  return { placement: rect.top + rect.height / 2 > middle ? 'top' : 'bottom', offset };
}

/** Focus inside the toasts (F8, or Tab to a toast's close button) leaves them where they are. */
const inToasts = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[role="region"][aria-label^="Notifications"]') !== null;

const samePosition = (a: ToastPosition, b: ToastPosition) =>
  a.placement === b.placement && a.offset === b.offset;

/**
 * Decided again for every new or closed toast, every page change (a toast often comes just before one, as
 * "Login Successful" before the admin inbox) and, while a toast shows, every move of the focus and every
 * scroll (the focused control scrolled into the toasts' half).
 */
export function useToastPlacement(toastCount: number): ToastPosition {
  const [placement, setPlacement] = useState<ToastPosition>({ placement: 'bottom', offset: 0 });
  const [location] = useLocation();
  // toastCount and location are the triggers: measured again for every new or closed toast and every page
  useLayoutEffect(() => {
    setPlacement(placementAwayFromFocus());
  }, [toastCount, location]);
  useEffect(() => {
    if (toastCount === 0) return;
    const measure = () => {
      const next = placementAwayFromFocus();
      setPlacement((current) => (samePosition(current, next) ? current : next));
    };
    const followFocus = (event: FocusEvent) => {
      if (!inToasts(event.target)) measure();
    };
    let frame = 0;
    const followScroll = () => {
      if (frame || inToasts(document.activeElement)) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        measure();
      });
    };
    document.addEventListener('focusin', followFocus);
    window.addEventListener('scroll', followScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('focusin', followFocus);
      window.removeEventListener('scroll', followScroll, { capture: true });
      cancelAnimationFrame(frame);
    };
  }, [toastCount]);
  return placement;
}
