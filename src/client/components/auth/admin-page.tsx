import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import type { ReactNode } from 'react';
import { AdminBar } from './admin-bar';

export interface AdminPageProps {
  /** The page's h1 and document title. */
  title: string;
  description: ReactNode;
  /** Buttons or links under the description. */
  actions?: ReactNode;
  /** More room between the sections (a dashboard of large panels). */
  roomy?: boolean;
  children: ReactNode;
}

/** The frame of every admin page: the site shell, the admin bar, the page's header, then its content. */
export function AdminPage({ title, description, actions, roomy = false, children }: AdminPageProps) {
  return (
    <PageShell title={title}>
      <PageContainer className={roomy ? 'grid gap-10' : 'grid gap-8'}>
        <AdminBar />
        <PageHeader flush eyebrow="Admin" title={title} description={description} actions={actions} />
        {children}
      </PageContainer>
    </PageShell>
  );
}
