import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleBatch } from './bulk-intake.fixtures';
import { IntakeResults } from './intake-results';

function renderResults(response = sampleBatch) {
  render(
    <Providers client={createQueryClient()}>
      <IntakeResults response={response} />
    </Providers>,
  );
}

const card = (name: string) => {
  const heading = screen.getByRole('heading', { name });
  return within(heading.closest('li') as HTMLElement);
};

afterEach(() => vi.restoreAllMocks());

describe('IntakeResults', () => {
  it('shows each veteran with status, a labelled priority, reason and matches', () => {
    renderResults();
    expect(screen.getByRole('heading', { name: 'Placement Results' })).toHaveFocus();
    const dana = card('Dana Brooks');
    expect(dana.getByText('4 matches found')).toBeInTheDocument();
    expect(dana.getByText('High priority')).toBeInTheDocument();
    expect(dana.getByText('Top 1 of 4 matches')).toBeInTheDocument();
    expect(dana.getByText('10 Voucher Way, Schenectady, NY 12345')).toBeInTheDocument();
    expect(dana.queryByRole('button', { name: /Notify/ })).not.toBeInTheDocument();
    expect(dana.getByRole('link', { name: 'View Dana Brooks' })).toHaveAttribute(
      'href',
      '/housing-dashboard',
    );
    const eli = card('Eli Stone');
    expect(eli.getByText('Standard priority')).toBeInTheDocument();
    expect(eli.getByText(/within 7-14 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Route to Landlords' })).toHaveAttribute('href', '/landlords');
  });

  it('notifies a waitlisted veteran once', async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Veteran has been notified of waitlist status.' }), {
          status: 201,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderResults();
    await user.click(card('Eli Stone').getByRole('button', { name: 'Notify Eli Stone' }));
    expect(await screen.findByText('Notification Sent')).toBeInTheDocument();
    expect(screen.getByText('Veteran has been notified of waitlist status.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/bulk-intake/a0000000-0000-4000-8000-000000000002/notify',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(card('Eli Stone').queryByRole('button', { name: /Notify/ })).not.toBeInTheDocument();
    expect(card('Eli Stone').getByText('Notified')).toBeInTheDocument();
  });

  it('offers no Notify, and says why, when no case worker email is on record', () => {
    renderResults({
      ...sampleBatch,
      results: sampleBatch.results.map((result) => ({ ...result, canNotify: false })),
    });
    const eli = card('Eli Stone');
    expect(eli.queryByRole('button', { name: /Notify/ })).not.toBeInTheDocument();
    expect(
      eli.getByText(/We have no email for you, so we cannot send a waitlist notice/),
    ).toBeInTheDocument();
  });

  it('downloads the placement packet, or says the download failed', async () => {
    const user = userEvent.setup();
    renderResults();
    const download = screen.getByRole('button', { name: 'Download Placement Packet' });
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      URL.createObjectURL = vi.fn(() => 'blob:packet');
      URL.revokeObjectURL = vi.fn();
      await user.click(download);
      expect(await screen.findByText('Download Started')).toBeInTheDocument();
      expect(click).toHaveBeenCalledTimes(1);

      URL.createObjectURL = vi.fn(() => {
        throw new Error('blocked');
      });
      await user.click(download);
      expect(await screen.findByText('Download Failed')).toBeInTheDocument();
      expect(
        screen.getByText('There was an error downloading the placement packet. Please try again.'),
      ).toBeInTheDocument();
    } finally {
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });
});
