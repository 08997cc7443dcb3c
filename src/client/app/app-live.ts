// No React here: main.tsx reads this before the app has loaded.

/** Set on <html> once the page on screen answers to the app (its part of the tree has mounted or hydrated). */
const APP_LIVE_ATTRIBUTE = 'data-app-live';

export function markAppLive(): void {
  document.documentElement.setAttribute(APP_LIVE_ATTRIBUTE, '');
}

/** Resolves once markAppLive has run. */
export function whenAppLive(): Promise<void> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.hasAttribute(APP_LIVE_ATTRIBUTE)) return resolve();
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(APP_LIVE_ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [APP_LIVE_ATTRIBUTE] });
  });
}
