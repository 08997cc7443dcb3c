import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { Card, CardContent } from '@client/components/ui/card';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface RecoveryPageLayoutProps {
  title: string;
  eyebrow?: string;
  description?: ReactNode;
  /** The link above the title: back to the sign-in page the person came from. */
  back: { href: string; label: string };
  children: ReactNode;
}

/** The forgot-password and reset-password pages: one narrow card, like the admin sign-in page. */
export function RecoveryPageLayout({ title, eyebrow, description, back, children }: RecoveryPageLayoutProps) {
  return (
    <PageShell title={title}>
      <PageContainer width="lg">
        <Link
          href={back.href}
          className="mb-6 inline-flex items-center gap-2 font-semibold text-primary underline hover:no-underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
        <PageHeader eyebrow={eyebrow} title={title} description={description} />
        <Card>
          <CardContent padding="full" className="grid gap-5">
            {children}
          </CardContent>
        </Card>
      </PageContainer>
    </PageShell>
  );
}
