import type { ReactNode } from 'react';

// placeholder: replaced by the real guard (redirects to /admin/login without an admin session)
export function RequireAdmin({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
