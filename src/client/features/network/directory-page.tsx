import { NetworkStats } from '@client/components/layout/network-stats';
import { PageContainer, PageHeader, PageShell } from '@client/components/layout/page-shell';
import type { VsoCard } from '@shared/contracts/network';
import type { ServiceCategory } from '@shared/domain/partner-tiers';
import { useState } from 'react';
import {
  BadgeLegend,
  CategoryCards,
  type NetworkFigures,
  ProtectedNetworkNotice,
  WhyControlledAccess,
} from './directory-overview';
import { DirectorySearch } from './directory-search';
import { ReferralModal } from './referral-modal-lazy';
import { useVsoSummary } from './use-directory-api';

/** The network's figures: their answer re-renders this part alone, not the page (its search form above all). */
function DirectoryStats() {
  const summary = useVsoSummary();
  const data = summary.data;
  return (
    <NetworkStats
      figures={data ? { organizations: data.count, states: data.states } : summary.isError ? null : undefined}
      tone="plain"
    />
  );
}

function DirectoryCategories({ onChoose }: { onChoose: (category: ServiceCategory) => void }) {
  const data = useVsoSummary().data;
  const figures: NetworkFigures = data
    ? {
        count: data.count,
        states: data.states,
        housing: data.categories.housing,
        mentalHealth: data.categories.mental_health,
        legal: data.categories.legal,
        emergency: data.categories.emergency,
      }
    : {};
  return <CategoryCards figures={figures} onChoose={onChoose} />;
}

/** /directory: the trusted network, its search, and the referral modal on each card. */
export default function DirectoryPage() {
  const [referTo, setReferTo] = useState<VsoCard | null>(null);
  const [categoryPick, setCategoryPick] = useState<{ category: ServiceCategory; at: number } | null>(null);

  return (
    <PageShell title="Trusted Network">
      <PageContainer className="grid gap-10">
        <div className="grid gap-6">
          <PageHeader
            flush
            eyebrow="Our Network"
            title="Trusted Network"
            description="Veteran service organizations across the country, ready to help with housing, health, legal and emergency needs. Find one near you and refer a veteran in minutes."
          />
          <DirectoryStats />
          <ProtectedNetworkNotice />
        </div>
        <DirectorySearch onRefer={setReferTo} categoryPick={categoryPick} />
        <BadgeLegend />
        <DirectoryCategories onChoose={(category) => setCategoryPick({ category, at: Date.now() })} />
        <WhyControlledAccess />
      </PageContainer>
      <ReferralModal target={referTo} onClose={() => setReferTo(null)} />
    </PageShell>
  );
}
