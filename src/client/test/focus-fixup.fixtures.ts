import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Chrome's focus fixup, which jsdom lacks: a focused control that becomes disabled (a button showing its spinner
 * while its action runs) loses the focus to <body>. Without it a test cannot see the focus an action drops.
 */
export function emulateFocusFixup(): () => void {
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLButtonElement) || !active.disabled) return;
    // jsdom ignores blur() on a disabled control: enabled for the moment of the blur
    active.disabled = false;
    active.blur();
    active.disabled = true;
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
  return () => observer.disconnect();
}

/** Every test of the calling file runs with Chrome's focus fixup. */
export function withFocusFixup(): void {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    stop = emulateFocusFixup();
  });
  afterEach(() => stop?.());
}

/**
 * Answers every request `ms` later (after mockFetchRoutes): the page renders its busy state, so the pressed button
 * is disabled for a while and, with the focus fixup, drops the focus as it would in Chrome.
 */
export function delayFetch(ms = 200): void {
  const inner = globalThis.fetch;
  vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return inner(...args);
  });
}
