import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, findCard, makeReferral, openDashboard, referralList } from './partner-portal.fixtures';

beforeEach(() => localStorage.clear());

describe('Referral cards on the partner dashboard', () => {
  it('shows a referral card with badges, contact links, dates and notes', async () => {
    openDashboard({
      referrals: [
        makeReferral({
          status: 'contacted',
          contactedAt: '2025-01-30T12:00:00.000Z',
          notes: 'Called Monday',
        }),
      ],
    });
    const card = await findCard('James Carter');
    const inCard = within(card);
    expect(inCard.getByText('High urgency')).toBeInTheDocument();
    expect(
      inCard.getByText(
        (_, element) => element?.tagName === 'SPAN' && element.textContent === 'Status: Contacted',
      ),
    ).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: '512-555-0142' })).toHaveAttribute('href', 'tel:+15125550142');
    expect(inCard.getByRole('link', { name: 'case@va.example.gov' })).toHaveAttribute(
      'href',
      'mailto:case@va.example.gov',
    );
    expect(inCard.getByText('Jan 28, 2025')).toBeInTheDocument();
    expect(inCard.getByText('Jan 30, 2025')).toBeInTheDocument();
    expect(inCard.getByText('Needs a one-bedroom near the VA clinic.')).toBeInTheDocument();
    expect(inCard.getByText('Called Monday')).toBeInTheDocument();
  });

  it('offers exactly the status moves the transition table allows', async () => {
    openDashboard({
      referrals: [
        makeReferral({ id: 'a', veteranName: 'Ann New', status: 'new' }),
        makeReferral({ id: 'b', veteranName: 'Bo Working', status: 'in_progress' }),
        makeReferral({ id: 'c', veteranName: 'Cy Closed', status: 'closed' }),
      ],
    });
    const actionNames = (card: HTMLElement) =>
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter((text) => text !== 'Edit notes' && !/^(Show|Hide) details$/.test(text ?? ''));
    expect(actionNames(await findCard('Ann New'))).toEqual(['Mark Contacted', 'Unable to Reach']);
    expect(actionNames(await findCard('Bo Working'))).toEqual(['Mark Matched', 'Close Referral']);
    expect(actionNames(await findCard('Cy Closed'))).toEqual([]);
  });

  it('moves a referral, then reloads the list and stats', async () => {
    const user = userEvent.setup();
    const referral = makeReferral();
    const { fetchMock } = openDashboard({
      referrals: [referral],
      extra: [
        (url, init) =>
          init.method === 'PATCH' && url === '/api/partner/referrals/ref-1'
            ? { body: { ...referral, status: 'contacted' } }
            : undefined,
      ],
    });
    const card = await findCard('James Carter');
    const listCalls = callsTo(fetchMock, 'GET', '/api/partner/referrals').length;
    await user.click(within(card).getByRole('button', { name: 'Mark Contacted' }));
    expect(await screen.findByText('Referral updated')).toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'PATCH', '/api/partner/referrals/ref-1')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ status: 'contacted' });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', '/api/partner/referrals').length).toBe(listCalls + 1),
    );
  });

  it('asks before a move that cannot be taken back, and Keep trying leaves the referral as it was', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openDashboard({ referrals: [makeReferral()] });
    const card = await findCard('James Carter');
    await user.click(within(card).getByRole('button', { name: 'Unable to Reach' }));
    const question = within(card).getByRole('group', {
      name: 'Mark this veteran as unable to reach? The referral can then only be closed.',
    });
    // the answer that cannot be taken back never takes the focus: Enter, Enter keeps the referral as it was
    expect(within(question).getByRole('button', { name: 'Keep trying' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Unable to Reach' })).toHaveFocus());
    // Escape answers "keep" too
    await user.click(within(card).getByRole('button', { name: 'Unable to Reach' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Unable to Reach' })).toHaveFocus());
    expect(callsTo(fetchMock, 'PATCH', '/api/partner/referrals/ref-1')).toHaveLength(0);
  });

  it("shows the server's message when a move is refused", async () => {
    const user = userEvent.setup();
    openDashboard({
      referrals: [makeReferral()],
      extra: [
        (_url, init) =>
          init.method === 'PATCH'
            ? {
                status: 409,
                body: { message: 'This referral has already moved on. Reload to see its status.' },
              }
            : undefined,
      ],
    });
    const card = await findCard('James Carter');
    await user.click(within(card).getByRole('button', { name: 'Unable to Reach' }));
    await user.click(within(card).getByRole('button', { name: 'Yes, unable to reach' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This referral has already moved on. Reload to see its status.',
    );
  });

  it('counts the characters left in the notes editor and stops at 280', async () => {
    const user = userEvent.setup();
    openDashboard({ referrals: [makeReferral()] });
    const card = await findCard('James Carter');
    await user.click(within(card).getByRole('button', { name: 'Edit notes' }));
    const notes = within(card).getByRole('textbox', { name: 'Internal notes' });
    expect(notes).toHaveFocus();
    expect(notes).toHaveAttribute('maxLength', '280');
    expect(notes).toHaveAccessibleDescription('280 characters left');
    await user.type(notes, 'Left a voicemail');
    // the count is the field's description, not announced on every keystroke...
    expect(notes).toHaveAccessibleDescription('264 characters left');
    expect(
      within(card).queryByText('264 characters left', { selector: '[aria-live] *, [aria-live]' }),
    ).toBeNull();
    await user.click(notes);
    await user.paste('x'.repeat(300));
    expect((notes as HTMLTextAreaElement).value).toHaveLength(280);
    // ...only near the limit
    expect(
      within(card)
        .getAllByText('0 characters left')
        .some((node) => node.getAttribute('aria-live') === 'polite'),
    ).toBe(true);
  });

  it('saves notes and closes the editor', async () => {
    const user = userEvent.setup();
    const referral = makeReferral();
    const { fetchMock } = openDashboard({
      referrals: [referral],
      extra: [
        (_url, init) =>
          init.method === 'PATCH' ? { body: { ...referral, notes: 'Left a voicemail' } } : undefined,
      ],
    });
    const card = await findCard('James Carter');
    await user.click(within(card).getByRole('button', { name: 'Edit notes' }));
    await user.type(within(card).getByRole('textbox', { name: 'Internal notes' }), 'Left a voicemail');
    await user.click(within(card).getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes saved')).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    const [, init] = callsTo(fetchMock, 'PATCH', '/api/partner/referrals/ref-1')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ notes: 'Left a voicemail' });
  });

  it('keeps the old note when editing is cancelled', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openDashboard({ referrals: [makeReferral({ notes: 'Prefers text messages' })] });
    const card = await findCard('James Carter');
    await user.click(within(card).getByRole('button', { name: 'Edit notes' }));
    const notes = within(card).getByRole('textbox', { name: 'Internal notes' });
    await user.clear(notes);
    await user.type(notes, 'Something else');
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(card).getByText('Prefers text messages')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Edit notes' })).toHaveFocus();
    expect(callsTo(fetchMock, 'PATCH', '/api/partner/referrals/ref-1')).toHaveLength(0);
  });

  it("asks the server for the next page with 'Show more'", async () => {
    const user = userEvent.setup();
    const { fetchMock } = openDashboard({
      referrals: [makeReferral()],
      extra: [
        (url) => {
          if (!url.startsWith('/api/partner/referrals?')) return undefined;
          const offset = new URLSearchParams(url.split('?')[1]).get('offset');
          const second = makeReferral({ id: 'ref-2', veteranName: 'Dana Price' });
          const page = offset === '0' ? [makeReferral()] : [second];
          return { body: { ...referralList(page), total: 2 } };
        },
      ],
    });
    await findCard('James Carter');
    expect(screen.getByText('Showing 1 of 2 referrals')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await findCard('Dana Price')).toBeInTheDocument();
    expect(screen.getByText('James Carter')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    const urls = callsTo(fetchMock, 'GET', '/api/partner/referrals').map(([url]) => url);
    expect(urls.at(-1)).toContain('limit=100&offset=1');
  });
});
