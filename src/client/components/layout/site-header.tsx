import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { House, Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CrisisBanner, CrisisMenuLinks } from './crisis-banner';
import { MAIN_NAV } from './nav-links';
import { useGetStarted } from './use-get-started';

const linkLook =
  'rounded-ui px-3 font-semibold text-foreground hover:bg-muted hover:text-primary focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8';
const barLink = cn(linkLook, 'py-2 text-sm');
/** In the phone menu: bigger, one per line. */
const menuLink = cn(linkLook, 'block py-3 text-base');

export function SiteHeader() {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const getStarted = useGetStarted();

  // close the mobile menu on route change and with the Escape key
  useEffect(() => {
    setMenuOpen(false);
  }, [location]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const current = (href: string) => (location === href ? 'page' : undefined);

  return (
    // data-sticky-header: toasts at the top start below it (ui/toast-placement.ts)
    <header
      data-sticky-header=""
      className="sticky top-0 z-40 border-b border-border bg-background/95 shadow-ui backdrop-blur"
    >
      <CrisisBanner />
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          href="/"
          className="flex items-center gap-2 rounded-ui font-bold text-primary focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
          aria-label="Veterans Housing Marketplace home"
        >
          <span className="flex size-9 items-center justify-center rounded-ui bg-primary text-accent">
            <House className="size-5" aria-hidden="true" />
          </span>
          <span className="text-base leading-tight sm:text-lg">Veterans Housing</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {MAIN_NAV.map((item) => (
            <Link key={item.href} href={item.href} className={barLink} aria-current={current(item.href)}>
              {item.label}
            </Link>
          ))}
          <Button variant="accent" className="ml-2" onClick={getStarted}>
            Get Started
          </Button>
        </nav>

        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">Menu</span>
        </Button>
      </div>

      <nav
        id={menuId}
        aria-label="Main menu"
        hidden={!menuOpen}
        className="border-t border-border bg-background px-4 pb-4 md:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">
          {MAIN_NAV.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className={menuLink}
                aria-current={current(item.href)}
                onClick={() => setMenuOpen(false)}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <CrisisMenuLinks linkClassName={menuLink} />
        <Button
          variant="accent"
          className="mt-3 w-full"
          onClick={() => {
            setMenuOpen(false);
            getStarted();
          }}
        >
          Get Started
        </Button>
      </nav>
    </header>
  );
}
