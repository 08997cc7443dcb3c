import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import { cn } from '@client/lib/utils';
import type { ReactNode } from 'react';
import { AdminBar } from './admin-bar';

export interface AdminPageProps {
  /** The page's h1 and document title. */
  title: string;
  description: ReactNode;
  /** Buttons or links under the description. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The frame of every admin page: the site shell, the admin bar, the page's header, then its content. */
export function AdminPage({ title, description, actions, className, children }: AdminPageProps) {
  return (
    <PageShell title={title}>
      <PageContainer className={cn('grid gap-8', className)}>
        <AdminBar />
        <PageHeader
          className="mb-0"
          eyebrow="Admin"
          title={title}
          description={description}
          actions={actions}
        />
        {children}
      </PageContainer>
    </PageShell>
  );
}
