import { scrollToSection } from '@client/lib/scroll';
import { usePageTitle } from '@client/lib/use-page-title';
import { cn } from '@client/lib/utils';
import { type ReactNode, useEffect } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export interface PageShellProps {
  /** Document title: "{title} | Veterans Housing Marketplace". Omit for the site name alone. */
  title?: string;
  children: ReactNode;
  /** Classes for <main>. */
  className?: string;
  /**
   * On mount, scroll to the element named in the URL hash (e.g. /#role-selection), or else to the top.
   * Default true.
   */
  scrollOnMount?: boolean;
}

/** Every page: skip link, crisis banner, site header, <main id="main">, site footer. */
export function PageShell({ title, children, className, scrollOnMount = true }: PageShellProps) {
  usePageTitle(title);

  useEffect(() => {
    if (!scrollOnMount) return;
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (hash && scrollToSection(hash)) return;
    window.scrollTo(0, 0);
  }, [scrollOnMount]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-ui bg-accent px-4 py-2 font-semibold text-accent-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className={cn('flex-1 focus:outline-none', className)}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

// written out whole so Tailwind finds them
const CONTAINER_WIDTHS = {
  lg: 'max-w-lg',
  '2xl': 'max-w-2xl',
  '3xl': 'max-w-3xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
} as const;

export interface PageContainerProps {
  /** Its widest: 72rem (6xl) by default, narrower for a form or a text. */
  width?: keyof typeof CONTAINER_WIDTHS;
  className?: string;
  children: ReactNode;
}

/** Centered, padded content column (comfortable at 360 px). */
export function PageContainer({ width = '6xl', className, children }: PageContainerProps) {
  return (
    <div className={cn('mx-auto w-full px-4 py-8 sm:px-6 sm:py-12', CONTAINER_WIDTHS[width], className)}>
      {children}
    </div>
  );
}

export interface PageHeaderProps {
  title: ReactNode;
  /** Intro paragraph under the h1. */
  description?: ReactNode;
  /** Small label above the h1, e.g. the audience. */
  eyebrow?: ReactNode;
  /** Buttons or links under the intro. */
  actions?: ReactNode;
  /** No space under it: it sits in a grid that spaces its items. */
  flush?: boolean;
}

/** The page's single h1 with an optional intro. */
export function PageHeader({ title, description, eyebrow, actions, flush = false }: PageHeaderProps) {
  return (
    <div className={cn('grid gap-3', !flush && 'mb-8')}>
      {eyebrow ? (
        <p className="text-sm font-bold tracking-wide text-accent-strong uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="text-3xl leading-tight font-bold text-primary sm:text-4xl">{title}</h1>
      {description ? <div className="max-w-prose text-lg text-muted-foreground">{description}</div> : null}
      {actions ? <div className="mt-2 flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
