import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';

/** Placeholder while this page is being built. */
export default function LandlordListingPage() {
  return (
    <PageShell title="List a Property">
      <PageContainer>
        <PageHeader title="List a Property" />
      </PageContainer>
    </PageShell>
  );
}
