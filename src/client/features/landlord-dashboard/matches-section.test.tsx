import { callsTo } from '@client/test/fetch-routes.fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  APPROVED_MATCH,
  MATCHES,
  matchesAnswer,
  PENDING_MATCH,
  renderMatchesSection,
} from './landlord-dashboard.fixtures';

const CONTACT = 'GET /api/landlord/matches/m-2/contact';

const card = async (text: RegExp) =>
  (await screen.findByRole('heading', { name: text })).closest('li') as HTMLElement;

describe("the landlord's matches", () => {
  it('shows each match with the first name only, and why contact waits for approval', async () => {
    const fetchMock = renderMatchesSection({ [MATCHES]: matchesAnswer([PENDING_MATCH, APPROVED_MATCH]) });
    expect(screen.getByText('Loading matches...')).toBeInTheDocument();
    const pending = await card(/^Maria for 1 First St, Schenectady/);
    for (const text of [
      'Pending',
      'Great match · 82 of 100',
      'accepts HUD-VASH; 3.2 miles',
      'VH-7K2Q9',
      'Jan 28, 2025',
    ])
      expect(within(pending).getByText(text)).toBeInTheDocument();
    expect(
      within(pending).getByText('Contact details are shared once the match is approved.'),
    ).toBeInTheDocument();
    // no contact before approval: the landlord answers instead
    expect(within(pending).queryByRole('button', { name: /Show contact details/ })).not.toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Send answer' })).toBeInTheDocument();
    const approved = await card(/^Sam for/);
    expect(within(approved).getByRole('button', { name: /Show contact details/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, CONTACT)).toHaveLength(0);
  });

  it('loads the contact of an approved match only when asked, and every time', async () => {
    const fetchMock = renderMatchesSection({
      [MATCHES]: matchesAnswer([APPROVED_MATCH]),
      [CONTACT]: {
        status: 200,
        body: { matchId: 'm-2', name: 'Sam Carter', phone: '5185550199', email: 'sam@example.com' },
      },
    });
    const user = userEvent.setup();
    const approved = await card(/^Sam for/);
    await user.click(within(approved).getByRole('button', { name: /Show contact details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact details for Sam' });
    expect(await within(dialog).findByText('Sam Carter')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '518-555-0199' })).toHaveAttribute(
      'href',
      'tel:+15185550199',
    );
    expect(within(dialog).getByRole('link', { name: 'sam@example.com' })).toHaveAttribute(
      'href',
      'mailto:sam@example.com',
    );
    await user.keyboard('{Escape}');
    await user.click(within(approved).getByRole('button', { name: /Show contact details/ }));
    await within(await screen.findByRole('dialog')).findByText('Sam Carter');
    expect(callsTo(fetchMock, CONTACT)).toHaveLength(2);
  });

  it('says why when the server refuses the contact (the match moved back meanwhile)', async () => {
    renderMatchesSection({
      [MATCHES]: matchesAnswer([APPROVED_MATCH]),
      [CONTACT]: { status: 409, body: { message: 'Contact details are shared once the match is approved' } },
    });
    const user = userEvent.setup();
    await user.click(within(await card(/^Sam for/)).getByRole('button', { name: /Show contact details/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText("We couldn't load the contact details")).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Contact details are shared once the match is approved');
  });

  it('says when there is no match yet', async () => {
    renderMatchesSection({ [MATCHES]: matchesAnswer([]) });
    expect(await screen.findByText('No matches yet')).toBeInTheDocument();
  });

  it('pages through more than 20 matches', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({
      ...PENDING_MATCH,
      id: `m-${i}`,
      veteranFirstName: `Vet${i}`,
    }));
    const fetchMock = renderMatchesSection({ [MATCHES]: matchesAnswer(rows, 45) });
    const user = userEvent.setup();
    expect(await screen.findByText('Showing 1–20 of 45 matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.at(-1)).toBe('/api/landlord/matches?limit=20&offset=20');
  });

  it('shows an error with a retry when the matches fail to load', async () => {
    renderMatchesSection({ [MATCHES]: { status: 500, body: { message: 'Something went wrong.' } } });
    expect(await screen.findByText("We couldn't load your matches")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
