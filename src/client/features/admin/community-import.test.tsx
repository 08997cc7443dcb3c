import type { Benchmarks } from '@shared/contracts/benchmarks';
import { personSpells } from '@shared/domain/benchmarks/active-spells';
import { AT, fixturePeople } from '@shared/domain/benchmarks/benchmarks.fixtures';
import { computeBenchmarks } from '@shared/domain/benchmarks/figures';
import { benchmarkTrend } from '@shared/domain/benchmarks/trend';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunityImport } from './community-import';

const paths = fixturePeople().map((person) => personSpells(person.id, person.events));
const figures: Benchmarks = {
  ...computeBenchmarks(paths, AT).figures,
  trend: benchmarkTrend(paths, AT),
  dataQuality: {
    identifiedWithSituation: null,
    contactedWithinThreshold: null,
    openPossibleDuplicates: 0,
    partnersUpdating: { updated: 0, total: 0, share: null },
    target: 0.9,
  },
  community: { kind: 'continuum', code: 'NY-505', name: 'Syracuse CoC', inactiveAfterDays: 90 },
  peopleCounted: paths.length,
  asOf: new Date(AT).toISOString(),
};
const imported = { ...figures, importedAt: '2026-11-02T12:00:00.000Z' };

/** The browser's upload: answers with `status` and `body` after reporting half the bytes sent. */
function fakeUpload(status: number, body: unknown) {
  const sent: unknown[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } =
      {};
    onload?: () => void;
    onerror?: () => void;
    open() {}
    setRequestHeader() {}
    send(file: unknown) {
      sent.push(file);
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      setTimeout(() => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 250);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function renderImport(answers: Response[]) {
  const fetch = vi.fn(async () => answers.shift() ?? new Response('{}', { status: 500 }));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CommunityImport coc="NY-505" ours={figures} />
    </QueryClientProvider>,
  );
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const zip = new File(['PK'], 'ny-505.zip', { type: 'application/zip' });

afterEach(() => vi.unstubAllGlobals());

describe('CommunityImport', () => {
  it('says when nothing is imported, and lists every issue of a refused zip by file, row and column', async () => {
    fakeUpload(400, {
      message: 'The HMIS CSV export is not well formed: nothing was imported',
      issues: [
        { path: 'Enrollment.csv, row 2, EntryDate', message: 'is not a date as yyyy-mm-dd: 2026-13-45' },
      ],
    });
    renderImport([json(404, { message: 'No HMIS records have been imported for this CoC yet' })]);
    expect(await screen.findByText('No HMIS records imported for this CoC yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/HMIS CSV zip of NY-505/), zip);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Uploading: 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Enrollment.csv, row 2, EntryDate')).toBeInTheDocument();
    expect(within(alert).getByText(/is not a date as yyyy-mm-dd: 2026-13-45/)).toBeInTheDocument();
  });

  it('shows the community figures beside ours once imported', async () => {
    const sent = fakeUpload(200, { coc: 'NY-505', importedAt: imported.importedAt, people: 3, events: 9 });
    renderImport([json(404, { message: 'none' }), json(200, imported)]);
    const user = userEvent.setup();
    await screen.findByText('No HMIS records imported for this CoC yet');
    await user.upload(screen.getByLabelText(/HMIS CSV zip of NY-505/), zip);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const table = await screen.findByRole('table');
    expect(sent).toEqual([zip]);
    expect(
      within(table).getByRole('columnheader', { name: 'Community (imported on Nov 2, 2026)' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Our network' })).toBeInTheDocument();
    const a = within(table).getByRole('row', { name: /A: chronic and long-term, net/ });
    expect(within(a).getAllByText(String(figures.a.net))).toHaveLength(2);
  });
});
