import { BenchmarksPanel } from '@client/components/benchmarks/benchmarks-panel';
import { TitledSection } from '@client/components/ui/titled-section';
import { usePartnerCalls } from '@client/lib/partner-session';
import {
  PARTNER_BENCHMARK_PEOPLE_PATH,
  PARTNER_BENCHMARKS_PATH,
  ZBenchmarkPeople,
  ZBenchmarks,
} from '@shared/contracts/benchmarks';
import type { BenchmarkFigure } from '@shared/domain/benchmarks/figures';
import { useQuery } from '@tanstack/react-query';

/** The partner's own Benchmarks (issue 35): the people this organisation identified or was referred. */
export function BenchmarksTab() {
  const { get } = usePartnerCalls();
  const benchmarks = useQuery({
    queryKey: [PARTNER_BENCHMARKS_PATH],
    queryFn: ({ signal }) => get(PARTNER_BENCHMARKS_PATH, ZBenchmarks, signal),
  });
  const load = (figure: BenchmarkFigure, signal: AbortSignal) =>
    get(`${PARTNER_BENCHMARK_PEOPLE_PATH}?figure=${figure}`, ZBenchmarkPeople, signal);
  return (
    <TitledSection headingId="partner-benchmarks-heading" title="Benchmarks" gap={3}>
      <BenchmarksPanel query={benchmarks} load={load} scopeKey="own" />
    </TitledSection>
  );
}
