import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';

/** Placeholder while this page is being built. */
export default function DirectoryPage() {
  return (
    <PageShell title="Trusted Network">
      <PageContainer>
        <PageHeader title="Trusted Network" />
      </PageContainer>
    </PageShell>
  );
}
