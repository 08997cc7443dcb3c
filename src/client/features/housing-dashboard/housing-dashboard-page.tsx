import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';

/** Placeholder while this page is being built. */
export default function HousingDashboardPage() {
  return (
    <PageShell title="Housing Dashboard">
      <PageContainer>
        <PageHeader title="Housing Dashboard" />
      </PageContainer>
    </PageShell>
  );
}
