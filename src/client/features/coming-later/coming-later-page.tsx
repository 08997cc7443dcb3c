import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Construction } from 'lucide-react';
import { Link } from 'wouter';
import { COMING_LATER, type ComingLaterContent, type ComingLaterFeature } from './coming-later-content';

const MAIN_PAGES = [
  { href: '/', label: 'Home' },
  { href: '/veterans', label: 'For Veterans' },
  { href: '/landlords', label: 'For Landlords' },
  { href: '/support', label: 'Support Organizations' },
] as const;

export interface ComingLaterPageProps {
  feature: ComingLaterFeature;
}

/** An honest page for parts of the product that are still being built. */
export default function ComingLaterPage({ feature }: ComingLaterPageProps) {
  const content: ComingLaterContent = COMING_LATER[feature];
  return (
    <PageShell title={content.title}>
      <PageContainer className="max-w-3xl">
        <PageHeader eyebrow="Coming later" title={content.title} description={<p>{content.summary}</p>} />

        <Card>
          <CardHeader className="flex-row items-start gap-3">
            <Construction className="mt-1 size-6 shrink-0 text-accent-strong" aria-hidden="true" />
            <div className="grid gap-1">
              <CardTitle as="h2">We're still building this page</CardTitle>
              <p className="text-muted-foreground">
                It isn't ready to use yet. When it is, you'll be able to:
              </p>
            </div>
          </CardHeader>
          <CardContent>
            <ul className="grid list-disc gap-2 pl-6">
              {content.features.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </CardContent>
        </Card>

        {content.meanwhile ? (
          <section aria-labelledby="meanwhile-heading" className="mt-8 grid gap-3">
            <h2 id="meanwhile-heading" className="text-xl font-bold text-primary">
              What you can do now
            </h2>
            <p>{content.meanwhile.text}</p>
            <div>
              <Button asChild>
                <Link href={content.meanwhile.href}>{content.meanwhile.label}</Link>
              </Button>
            </div>
          </section>
        ) : null}

        <nav aria-labelledby="main-pages-heading" className="mt-10 grid gap-3">
          <h2 id="main-pages-heading" className="text-xl font-bold text-primary">
            Go to a main page
          </h2>
          <ul className="flex flex-wrap gap-3">
            {MAIN_PAGES.map((page) => (
              <li key={page.href}>
                <Button variant="outline" asChild>
                  <Link href={page.href}>{page.label}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      </PageContainer>
    </PageShell>
  );
}
