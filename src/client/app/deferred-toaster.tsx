import { useToast } from '@client/components/ui/use-toast';
import { lazy, Suspense, useEffect, useState } from 'react';

const Toaster = lazy(() => import('@client/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** Long enough for the page itself to load first; a toast raised sooner loads the toaster at once. */
const LOAD_AFTER_MS = 1500;

/**
 * The toaster (Radix Toast, about 12 KB gzipped) loads after the page is interactive, or as soon as a toast is
 * raised: the toasts wait in use-toast's store and appear when it arrives (decision 0022).
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) {
      setWanted(true);
      return;
    }
    const timer = window.setTimeout(() => setWanted(true), LOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [toasts.length]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
