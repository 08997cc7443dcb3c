import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { LEGAL_PAGES_UPDATED } from '@shared/domain/constants';
import { Construction } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';

export interface InfoPageProps {
  title: string;
  description?: ReactNode;
  eyebrow?: ReactNode;
  children: ReactNode;
}

/** A static page: site shell, one h1 with an intro, a readable column. */
export function InfoPage({ title, description, eyebrow, children }: InfoPageProps) {
  return (
    <PageShell title={title}>
      <PageContainer width="4xl">
        <PageHeader title={title} eyebrow={eyebrow} description={description} />
        <div className="grid gap-10">{children}</div>
      </PageContainer>
    </PageShell>
  );
}

/** A legal page (privacy, terms): the date it was last updated, then what it is about, then its sections. */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <InfoPage
      title={title}
      description={
        <>
          <p>Last updated {LEGAL_PAGES_UPDATED}</p>
          <p className="mt-2">{intro}</p>
        </>
      }
    >
      {children}
    </InfoPage>
  );
}

/** The bulleted list of a static page's section. */
export const infoListClasses = 'grid list-disc gap-1 pl-6';

/** A titled section (h2) of a static page. */
export function InfoSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('grid gap-3 leading-relaxed', className)}>
      <h2 id={id} className="text-2xl font-bold text-primary">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A tool or feature that isn't built yet, said plainly. It sits among the page's sections: its title is an h2. */
export function ComingSoonCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2" className="text-primary">
            {title}
          </CardTitle>
          <Badge variant="warning">
            <Construction aria-hidden="true" />
            Coming Soon
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-2 text-muted-foreground">{children}</CardContent>
    </Card>
  );
}

const linkClasses = 'font-semibold text-primary underline hover:no-underline';

/** A link to a page of this site. */
export function PageLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={linkClasses}>
      {children}
    </Link>
  );
}

/** A link to another website; the visible text names the site. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={cn(linkClasses, 'break-words')} rel="noopener noreferrer">
      {children}
    </a>
  );
}
