import '@testing-library/jest-dom/vitest';
import { dismissToast } from '@client/components/ui/use-toast';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { classedElements, conflictingClasses } from './class-conflicts';

// a lazy page's first render can take over a second while the suite's API tests share the two cores (a profile
// page's loading state was missed in CI): wait longer for what a test expects to appear
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  // checked before cleanup empties the page
  const conflicts = typeof document === 'undefined' ? [] : conflictingClasses(classedElements(document.body));
  cleanup();
  vi.unstubAllGlobals();
  // toasts live in module state: close them so one test's toast can't show up in the next
  act(() => dismissToast());
  if (conflicts.length > 0)
    throw new Error(`Conflicting Tailwind classes:\n${[...new Set(conflicts)].join('\n')}`);
});

// jsdom gaps that Radix primitives and our scroll helpers rely on
if (typeof window !== 'undefined') {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
