import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** Where the focus goes when the pressed control is gone or stays disabled: found once the page has settled. */
export type FocusFallback = () => HTMLElement | null | undefined;

interface Pending {
  /** The control that had the focus when the action started (the pressed button). */
  from: Element | null;
  fallback: FocusFallback;
  /** The action has finished (worked or failed): from now on each render checks where the focus is. */
  settled: boolean;
}

export interface FocusAfterAction {
  /** Call as the action starts, with where the focus goes if the pressed control is gone once it is done. */
  start: (fallback: FocusFallback) => void;
  /** Call when the action has finished, whether it worked or not (a mutation's onSettled). */
  settled: () => void;
}

const usable = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLElement &&
  element.isConnected &&
  !(element as HTMLButtonElement).disabled &&
  element.getAttribute('aria-disabled') !== 'true';

const USER_ACTS = ['keydown', 'pointerdown'] as const;

/**
 * An action's button is disabled while it runs (Chrome then moves the focus to <body>) and may be gone once it is
 * done (a row's Retry becomes its new status, a list filtered by status loses the row). `start(fallback)` as the
 * action starts and `settled()` when it ends; `busy` is what the page shows (the button disabled for the moment).
 * Once it is false, the focus goes back to the pressed control while it is on the page and enabled (a failure: try
 * again), and to `fallback()` once it is gone or stays disabled, never to <body> (issue 37). The list an action
 * refreshes may arrive a render later, so this keeps watching until the control is gone or the user acts (a key or
 * a pointer elsewhere); focus the user put elsewhere is left alone.
 */
export function useFocusAfterAction(busy: boolean): FocusAfterAction {
  const pending = useRef<Pending | null>(null);
  const stop = useRef(() => {});
  // while the action still shows as busy its button is disabled for the moment, not for good: wait for the page
  const busyNow = useRef(busy);
  useLayoutEffect(() => {
    busyNow.current = busy;
  }, [busy]);
  const check = useRef(() => {
    const action = pending.current;
    if (!action?.settled || busyNow.current) return;
    const active = document.activeElement;
    // lost: on <body>, or on a dialog's box (a dialog puts the focus there when its focused control went away)
    const lost =
      active === null ||
      active === document.body ||
      !active.isConnected ||
      active.getAttribute('role') === 'dialog';
    if (!lost && active !== action.from) {
      stop.current();
      return;
    }
    if (usable(action.from)) {
      if (active !== action.from) action.from.focus();
      return;
    }
    stop.current();
    action.fallback()?.focus();
  });
  useEffect(() => check.current());
  // unmounting with the action's control (a list that emptied): its fallback is outside this component
  useEffect(
    () => () => {
      check.current();
      stop.current();
    },
    [],
  );
  const start = useCallback((fallback: FocusFallback) => {
    stop.current();
    pending.current = { from: document.activeElement, fallback, settled: false };
  }, []);
  const settled = useCallback(() => {
    const action = pending.current;
    if (!action || action.settled) return;
    action.settled = true;
    // a key or a pointer elsewhere ends the watch; on the pressed control itself (a double click) it does not
    const userActs = (event: Event) => {
      if (!(event.target instanceof Node && action.from?.contains(event.target))) stop.current();
    };
    for (const type of USER_ACTS) document.addEventListener(type, userActs, true);
    // the control may go in a render of another component (a dialog closing): any change to the page checks again
    const changes = new MutationObserver(() => check.current());
    changes.observe(document.body, { childList: true, subtree: true, attributeFilter: ['disabled'] });
    stop.current = () => {
      if (pending.current === action) pending.current = null;
      for (const type of USER_ACTS) document.removeEventListener(type, userActs, true);
      changes.disconnect();
    };
  }, []);
  return { start, settled };
}
