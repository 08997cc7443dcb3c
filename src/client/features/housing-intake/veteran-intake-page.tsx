import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';

/** Placeholder while this page is being built. */
export default function VeteranIntakePage() {
  return (
    <PageShell title="Veteran Housing Intake">
      <PageContainer>
        <PageHeader title="Veteran Housing Intake" />
      </PageContainer>
    </PageShell>
  );
}
