import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';

/** Placeholder while this page is being built. */
export default function PartnerInternalPage() {
  return (
    <PageShell title="Partner tools">
      <PageContainer>
        <PageHeader title="Partner tools" />
      </PageContainer>
    </PageShell>
  );
}
