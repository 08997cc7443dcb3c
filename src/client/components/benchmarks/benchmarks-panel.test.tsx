import type { BenchmarkPeople, Benchmarks } from '@shared/contracts/benchmarks';
import { personSpells } from '@shared/domain/benchmarks/active-spells';
import { AT, fixturePeople } from '@shared/domain/benchmarks/benchmarks.fixtures';
import { computeBenchmarks } from '@shared/domain/benchmarks/figures';
import { benchmarkTrend } from '@shared/domain/benchmarks/trend';
import { QueryClient, QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BenchmarksPanel } from './benchmarks-panel';

const paths = fixturePeople().map((person) => personSpells(person.id, person.events));
const BENCHMARKS: Benchmarks = {
  ...computeBenchmarks(paths, AT).figures,
  trend: benchmarkTrend(paths, AT),
  dataQuality: {
    identifiedWithSituation: 0.95,
    contactedWithinThreshold: 0.8,
    openPossibleDuplicates: 2,
    partnersUpdating: { updated: 9, total: 10, share: 0.9 },
    target: 0.9,
  },
  community: { kind: 'continuum', code: 'NY-505', name: 'Syracuse CoC', inactiveAfterDays: 90 },
  peopleCounted: paths.length,
  asOf: new Date(AT).toISOString(),
};
const done = (data: Benchmarks) =>
  ({ data, isPending: false, isError: false }) as unknown as UseQueryResult<Benchmarks>;

function renderPanel(query: UseQueryResult<Benchmarks>, load = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BenchmarksPanel query={query} load={load} scopeKey="NY-505" />
    </QueryClientProvider>,
  );
  return load;
}

describe('BenchmarksPanel', () => {
  it('shows each benchmark with its target, met or not, and says whose records it counts', () => {
    renderPanel(done(BENCHMARKS));
    expect(
      screen.getByText(/these figures count the people in this network’s records \(215\)/),
    ).toBeInTheDocument();
    const a = screen.getByRole('region', { name: 'A. Chronic and long-term homelessness ended' });
    expect(within(a).getByText('Not met')).toBeInTheDocument();
    expect(within(a).getByText('Target: A1 − A2 − A3 − A4 = 0')).toBeInTheDocument();
    expect(within(a).getByText('63')).toBeInTheDocument();
    expect(within(a).getByText('39')).toBeInTheDocument();
    const b = screen.getByRole('region', { name: 'B. Quick access to permanent housing' });
    expect(within(b).getByText('Met')).toBeInTheDocument();
    expect(within(b).getByText('84 days')).toBeInTheDocument();
    expect(within(b).getByText('60 days')).toBeInTheDocument();
    const fz = screen.getByRole('region', { name: 'Functional zero' });
    expect(within(fz).getByText('130')).toBeInTheDocument();
    expect(within(fz).getByText('10.8')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(13);
    const quality = screen.getByRole('region', { name: 'Data quality' });
    expect(within(quality).getByText('95%')).toBeInTheDocument();
    expect(within(quality).getByText('9 of 10. Target 90%')).toBeInTheDocument();
  });

  it('opens the people behind a figure, loaded when asked', async () => {
    const people: BenchmarkPeople = {
      figure: 'a2',
      total: 1,
      people: [{ id: '5f1c8f0e-1f7b-4c55-9d0a-1c2b3d4e5f60', name: 'Pat Veteran', zipCode: '13202' }],
    };
    const load = renderPanel(
      done(BENCHMARKS),
      vi.fn(async () => people),
    );
    expect(load).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /See who: A2 Offered permanent housing/ }));
    const dialog = await screen.findByRole('dialog', { name: /A2 Offered permanent housing/ });
    expect(await within(dialog).findByText('Pat Veteran')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('a2', expect.anything());
  });

  it('has loading, empty and error states', () => {
    const { unmount } = render(
      <BenchmarksPanel
        query={{ isPending: true } as UseQueryResult<Benchmarks>}
        load={vi.fn()}
        scopeKey="x"
      />,
    );
    expect(screen.getByText('Loading the benchmarks...')).toBeInTheDocument();
    unmount();
    renderPanel(done({ ...BENCHMARKS, peopleCounted: 0 }));
    expect(screen.getByText(/No one is on this list yet/)).toBeInTheDocument();
  });
});
