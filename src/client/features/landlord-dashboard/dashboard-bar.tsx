import { Button } from '@client/components/ui/button';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { LogOut } from 'lucide-react';
import { Link } from 'wouter';

/** The spec's dashboard header links. */
const LINKS = [
  { href: '/', label: 'Home' },
  { href: PAGE_PATHS.housingPartners, label: 'Housing Partners' },
  { href: PAGE_PATHS.directory, label: 'Directory' },
] as const;

export interface DashboardBarProps {
  name: string;
  isAdmin: boolean;
  onSignOut: () => void;
  signingOut: boolean;
}

/** Under the site header: the dashboard's links, who is signed in, Sign Out. */
export function DashboardBar({ name, isAdmin, onSignOut, signingOut }: DashboardBarProps) {
  return (
    <div className="border-b border-border bg-muted">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-2 sm:px-6">
        <nav aria-label="Dashboard">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {LINKS.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-block rounded-ui py-2 text-sm font-semibold text-primary underline hover:no-underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <p className="min-w-0 text-sm break-words">
            Signed in as <strong>{name}</strong>
            {isAdmin ? ' (admin)' : null}
          </p>
          <Button variant="secondary" size="sm" onClick={onSignOut} loading={signingOut}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </div>
      </div>
    </div>
  );
}
