import { Providers } from '@client/app/providers';
import { createQueryClient } from '@client/lib/query-client';
import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { waitlistNoticeSentMessage } from '@shared/contracts/bulk-intake';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerBatch, sampleBatch } from './bulk-intake.fixtures';
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
    const eli = card('Eli Stone');
    expect(eli.getByText('Standard priority')).toBeInTheDocument();
    expect(eli.getByText(/within 7-14 days/)).toBeInTheDocument();
  });

  it('offers no View to a visitor who is not signed in, and explains that Route to Landlords needs a sign-in', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetchRoutes({});
    renderResults();
    expect(screen.queryByRole('link', { name: /^View / })).not.toBeInTheDocument();
    expect(screen.queryByText(/We already have a record/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask our housing team to find homes' }));
    expect(await screen.findByText(/Sign in as a partner to send these veterans/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partner sign in' })).toHaveAttribute(
      'href',
      '/partner/login?next=%2Fsupport',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("opens a signed-in partner's veterans in the caseload and warns about one already on record", () => {
    renderResults(partnerBatch);
    expect(screen.getByText(/They are saved in your/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'caseload' })).toHaveAttribute('href', '/partner/caseload');
    expect(card('Dana Brooks').getByRole('link', { name: 'View Dana Brooks' })).toHaveAttribute(
      'href',
      '/partner/caseload/c0000000-0000-4000-8000-000000000001',
    );
    expect(card('Dana Brooks').queryByText(/We already have a record/)).not.toBeInTheDocument();
    const eli = card('Eli Stone');
    expect(
      eli.getByText(
        /We already have a record for this veteran: we updated it instead of creating a second one/,
      ),
    ).toBeInTheDocument();
    expect(eli.getByRole('link', { name: 'Open the existing record' })).toHaveAttribute(
      'href',
      '/partner/caseload/c0000000-0000-4000-8000-000000000002',
    );
  });

  it('sends the batch to the housing team once and shows its answer', async () => {
    const user = userEvent.setup();
    const message = 'Sent to our housing team: they will look for homes for 1 veteran.';
    const key = `POST /api/bulk-intake/batches/${partnerBatch.batchId}/housing-request`;
    const fetchMock = mockFetchRoutes({ [key]: { status: 201, body: { message, veteranCount: 1 } } });
    renderResults(partnerBatch);
    const route = screen.getByRole('button', { name: 'Ask our housing team to find homes' });
    await user.click(route);
    expect(await screen.findByText('Request Sent')).toBeInTheDocument();
    // the toast and the note under the buttons
    expect(screen.getAllByText(message)).toHaveLength(2);
    await user.click(route);
    expect(route).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason when the batch was already sent, and errors with a way to try again", async () => {
    const user = userEvent.setup();
    const key = `POST /api/bulk-intake/batches/${partnerBatch.batchId}/housing-request`;
    const already =
      'You already sent this intake to our housing team. They are looking for homes and will contact you.';
    mockFetchRoutes({ [key]: { status: 409, body: { message: already } } });
    renderResults(partnerBatch);
    await user.click(screen.getByRole('button', { name: 'Ask our housing team to find homes' }));
    expect(await screen.findByText(already)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask our housing team to find homes' })).toBeDisabled();
  });

  it('keeps Route to Landlords available after a failure and says what went wrong', async () => {
    const user = userEvent.setup();
    const key = `POST /api/bulk-intake/batches/${partnerBatch.batchId}/housing-request`;
    mockFetchRoutes({ [key]: 'offline' });
    renderResults(partnerBatch);
    await user.click(screen.getByRole('button', { name: 'Ask our housing team to find homes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/couldn't reach the server/);
    expect(screen.getByRole('button', { name: 'Ask our housing team to find homes' })).toBeEnabled();
  });

  it('says before and after Notify exactly who is emailed: here the case worker only', async () => {
    const user = userEvent.setup();
    const told = waitlistNoticeSentMessage({ veteran: false, caseWorker: true });
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: told, told: { veteran: false, caseWorker: true } }), {
          status: 201,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderResults();
    expect(
      card('Eli Stone').getByText(/Notify emails the case worker only: we have no email for the veteran/),
    ).toBeInTheDocument();
    await user.click(card('Eli Stone').getByRole('button', { name: 'Notify Eli Stone' }));
    expect(await screen.findByText('Notification Sent')).toBeInTheDocument();
    expect(
      card('Eli Stone').getByText(/The veteran was not told: we have no email for them/),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/bulk-intake/a0000000-0000-4000-8000-000000000002/notify',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(card('Eli Stone').queryByRole('button', { name: /Notify/ })).not.toBeInTheDocument();
    expect(card('Eli Stone').getByText('Notified')).toBeInTheDocument();
  });

  it('says Notify emails the veteran when the intake gave their email', () => {
    renderResults({
      ...sampleBatch,
      results: sampleBatch.results.map((result) => ({
        ...result,
        notifyReaches: { veteran: true, caseWorker: true },
      })),
    });
    expect(
      card('Eli Stone').getByText(/Notify emails the veteran and their case worker/),
    ).toBeInTheDocument();
  });

  it('offers no Notify, and says why, when nobody can be emailed', () => {
    renderResults({
      ...sampleBatch,
      results: sampleBatch.results.map((result) => ({
        ...result,
        canNotify: false,
        notifyReaches: { veteran: false, caseWorker: false },
      })),
    });
    const eli = card('Eli Stone');
    expect(eli.queryByRole('button', { name: /Notify/ })).not.toBeInTheDocument();
    expect(
      eli.getByText(/We have no email for this veteran or for you, so we cannot send a waitlist notice/),
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
