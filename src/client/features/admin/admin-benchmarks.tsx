import { BenchmarksPanel } from '@client/components/benchmarks/benchmarks-panel';
import { FormField } from '@client/components/ui/form-field';
import { NativeSelect } from '@client/components/ui/native-select';
import { getJson } from '@client/lib/api-client';
import {
  ADMIN_BENCHMARK_PEOPLE_PATH,
  ADMIN_BENCHMARKS_PATH,
  ZBenchmarkPeople,
  ZBenchmarks,
} from '@shared/contracts/benchmarks';
import { ADMIN_CONTINUUMS_PATH, ZContinuumList } from '@shared/contracts/continuums';
import type { BenchmarkFigure } from '@shared/domain/benchmarks/figures';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CommunityImport } from './community-import';

const NETWORK = '';
const withCoc = (path: string, coc: string, extra: Record<string, string> = {}) => {
  const query = new URLSearchParams({ ...extra, ...(coc ? { coc } : {}) }).toString();
  return query ? `${path}?${query}` : path;
};

/** The admin overview's Benchmarks panel (issue 35): the network's or one Continuum of Care's. */
export default function AdminBenchmarks() {
  const [coc, setCoc] = useState(NETWORK);
  const continuums = useQuery({
    queryKey: [ADMIN_CONTINUUMS_PATH],
    queryFn: ({ signal }) => getJson(ADMIN_CONTINUUMS_PATH, ZContinuumList, { signal }),
  });
  const benchmarks = useQuery({
    queryKey: [ADMIN_BENCHMARKS_PATH, { coc }],
    queryFn: ({ signal }) => getJson(withCoc(ADMIN_BENCHMARKS_PATH, coc), ZBenchmarks, { signal }),
  });
  const load = (figure: BenchmarkFigure, signal: AbortSignal) =>
    getJson(withCoc(ADMIN_BENCHMARK_PEOPLE_PATH, coc, { figure }), ZBenchmarkPeople, { signal });
  const options = [
    { value: NETWORK, label: 'The whole network' },
    ...(continuums.data?.continuums ?? []).map((c) => ({ value: c.code, label: `${c.code} ${c.name}` })),
  ];

  return (
    <section aria-labelledby="benchmarks-heading" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="benchmarks-heading" className="text-xl font-bold text-primary">
          Benchmarks
        </h2>
        <FormField label="Community" className="min-w-56">
          <NativeSelect options={options} value={coc} onChange={(event) => setCoc(event.target.value)} />
        </FormField>
      </div>
      <BenchmarksPanel query={benchmarks} load={load} scopeKey={coc || 'network'} />
      {coc ? <CommunityImport key={coc} coc={coc} ours={benchmarks.data} /> : null}
    </section>
  );
}
