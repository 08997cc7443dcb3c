import { scrollToTop } from '@client/lib/scroll';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { FOOTER_GROUPS } from './nav-links';

const linkClasses =
  'rounded-ui text-sm text-primary-foreground/90 underline-offset-4 hover:text-primary-foreground hover:underline focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring';

export function SiteFooter() {
  const [location] = useLocation();

  // 'List Property' while already on /landlords: take the user back to the top of the page
  const onLinkClick = (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (href === PAGE_PATHS.landlords && location === PAGE_PATHS.landlords) {
      event.preventDefault();
      scrollToTop();
    }
  };

  return (
    <footer className="surface-inverse bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.3fr_repeat(4,1fr)]">
        <div className="grid content-start gap-2">
          <p className="text-lg font-bold">Veterans Housing Marketplace</p>
          <p className="text-sm text-primary-foreground/90">
            We connect veterans with safe, affordable homes, the landlords who offer them, and the service
            organizations that help along the way.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4 md:col-span-4">
          {FOOTER_GROUPS.map((group) => (
            <nav key={group.heading} aria-label={group.heading}>
              <h2 className="mb-3 text-sm font-bold tracking-wide text-accent uppercase">{group.heading}</h2>
              <ul className="grid gap-2">
                {group.links.map((link) => (
                  <li key={`${group.heading}-${link.href}`}>
                    <Link href={link.href} className={linkClasses} onClick={onLinkClick(link.href)}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-primary-foreground/20">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-primary-foreground/90 sm:px-6">
          © {new Date().getFullYear()} Veterans Housing Marketplace. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
