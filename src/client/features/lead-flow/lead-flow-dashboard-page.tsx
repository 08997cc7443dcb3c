import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';

/** Placeholder while this page is being built. */
export default function LeadFlowDashboardPage() {
  return (
    <PageShell title="Lead Flow Dashboard">
      <PageContainer>
        <PageHeader title="Lead Flow Dashboard" />
      </PageContainer>
    </PageShell>
  );
}
