import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';

/** Placeholder while this page is being built. */
export default function PartnerPage() {
  return (
    <PageShell title="Partner">
      <PageContainer>
        <PageHeader title="Partner" />
      </PageContainer>
    </PageShell>
  );
}
