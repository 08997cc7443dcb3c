// wouter imports use-sync-external-store's shim for React 17 and older; React 19 has the hook itself. Vite resolves
// the shim here (vite.config.ts), which saves its code on every route (decision 0022).
export { useSyncExternalStore } from 'react';
