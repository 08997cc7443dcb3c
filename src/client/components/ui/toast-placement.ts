import { useLayoutEffect, useState } from 'react';

export type ToastPlacement = 'top' | 'bottom';

/** Toasts go to the half of the screen the focused control is not in, so they never cover it. */
export function placementAwayFromFocus(): ToastPlacement {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return 'bottom';
  const rect = focused.getBoundingClientRect();
  return rect.top + rect.height / 2 > window.innerHeight / 2 ? 'top' : 'bottom';
}

/** Decided again each time the toasts change (a toast usually follows an action on the focused control). */
export function useToastPlacement(toastCount: number): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  // toastCount is the trigger: measured again for every new or closed toast
  useLayoutEffect(() => {
    setPlacement(placementAwayFromFocus());
  }, [toastCount]);
  return placement;
}
