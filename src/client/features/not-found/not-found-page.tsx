import { PageContainer, PageShell } from '@client/components/layout/page-shell';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { Link } from 'wouter';

const LINKS = [
  { href: '/', label: 'Home' },
  { href: PAGE_PATHS.veterans, label: 'Find housing as a veteran' },
  { href: PAGE_PATHS.landlords, label: 'List a property as a landlord' },
  { href: PAGE_PATHS.support, label: 'Help veterans as a support organization' },
  { href: PAGE_PATHS.contact, label: 'Contact us' },
] as const;

export default function NotFoundPage() {
  return (
    <PageShell title="Page not found">
      <PageContainer width="3xl">
        <h1 className="text-3xl leading-tight font-bold text-primary sm:text-4xl">404 Page Not Found</h1>
        <p className="mt-4 max-w-prose text-lg text-muted-foreground">
          We can't find the page you're looking for. The link may be out of date, or the address may have a
          typo.
        </p>
        <h2 className="mt-8 text-xl font-bold text-primary">Try one of these pages</h2>
        <ul className="mt-3 grid gap-2">
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="font-semibold text-primary underline hover:no-underline">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </PageContainer>
    </PageShell>
  );
}
