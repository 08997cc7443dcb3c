import type { FakeAnswer } from '@client/test/fetch-routes.fixtures';
import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { type DuplicateDetail, ZMergeInput } from '@shared/contracts/duplicates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import DuplicatePage from './duplicate-page';
import { DARNELL_ID, DETAIL, MARCUS_ID, MERGE_ID, PAIR_ID, pairRoute, UNDO } from './duplicates.fixtures';

function renderPair(id = PAIR_ID) {
  renderRoutes(
    `/admin/duplicates/${id}`,
    <Route path="/admin/duplicates/:pairId">{(params) => <DuplicatePage pairId={params.pairId} />}</Route>,
  );
}

/** The pair as the server answers it now (null: not found): it changes as the test decides. */
function serverPair(initial: DuplicateDetail) {
  let current: DuplicateDetail | null = initial;
  return {
    answer: (): FakeAnswer =>
      current
        ? { status: 200, body: current }
        : { status: 404, body: { message: 'We could not find this pair of people.' } },
    set: (next: DuplicateDetail | null) => {
      current = next;
    },
  };
}

const column = (label: string) => screen.getByText(label).closest('div.min-w-0') as HTMLElement;

describe('DuplicatePage', () => {
  it('shows both people side by side, what agrees in words, and everything attached to each', async () => {
    mockFetchRoutes({ [pairRoute()]: { status: 200, body: DETAIL } });
    renderPair();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Marcus Reed and Darnell Hayes' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Same phone and ZIP code.')).toBeInTheDocument();
    const first = column('First record');
    const second = column('Second record');
    expect(within(first).getByRole('link', { name: 'Marcus Reed' })).toHaveAttribute(
      'href',
      `/admin/people/${MARCUS_ID}`,
    );
    const phone = within(second).getByText('Phone').closest('div') as HTMLElement;
    expect(phone).toHaveTextContent('Same on both');
    expect(within(phone).getByRole('link', { name: '518-555-0142' })).toHaveAttribute(
      'href',
      'tel:+15185550142',
    );
    expect(within(second).getByText('Urgency').closest('div')).toHaveTextContent('DifferentCritical');
    expect(within(first).getByText('RF-7K2Q9M to Capital Region Veterans')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { name: 'What each intake reported (1)' })).toBeInTheDocument();
    expect(within(second).getByText('MR-4P8X2L: 12 Oak St, Albany, NY 12207')).toBeInTheDocument();
    expect(within(second).getByRole('heading', { name: 'Referrals (0)' })).toBeInTheDocument();
  });

  it('"Different people" asks first without focusing the button that goes ahead, then says it is done', async () => {
    const pair = serverPair(DETAIL);
    const fetchMock = mockFetchRoutes({
      [pairRoute()]: pair.answer,
      [pairRoute('dismiss')]: () => {
        pair.set({ ...DETAIL, status: 'dismissed' });
        return { status: 200, body: { id: PAIR_ID, status: 'dismissed' } };
      },
    });
    const user = userEvent.setup();
    renderPair();
    await user.click(await screen.findByRole('button', { name: 'Different people' }));
    expect(
      screen.getByRole('group', { name: /Mark Marcus Reed and Darnell Hayes as different people\?/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Different people' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Different people' }));
    await user.click(screen.getByRole('button', { name: 'Yes, different people' }));
    const status = await screen.findByText(
      'Marked as different people. This pair will not be flagged again.',
    );
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(await screen.findByText(/An admin marked these two as different people/)).toBeInTheDocument();
    expect(callsTo(fetchMock, `POST /api/admin/duplicates/${PAIR_ID}/dismiss`)).toHaveLength(1);
  });

  it('"Same person" merges with the record and the values chosen, then offers to undo it', async () => {
    const pair = serverPair(DETAIL);
    const fetchMock = mockFetchRoutes({
      [pairRoute()]: pair.answer,
      [pairRoute('merge')]: (init) => {
        // what the page sends is what the server's contract takes
        ZMergeInput.parse(JSON.parse(String(init?.body)));
        // the merged person's record is gone: the pair is not found until the merge is undone
        pair.set(null);
        return { status: 200, body: { mergeId: MERGE_ID, survivorId: DARNELL_ID, mergedId: MARCUS_ID } };
      },
      [UNDO]: () => {
        pair.set(DETAIL);
        return { status: 200, body: { pairId: PAIR_ID, veteranIds: [MARCUS_ID, DARNELL_ID] } };
      },
    });
    const user = userEvent.setup();
    renderPair();
    await user.click(await screen.findByRole('button', { name: 'Same person' }));
    expect(screen.getByRole('heading', { name: 'Merge into one record' })).toHaveFocus();
    const stays = screen.getByRole('group', { name: 'Which record stays?' });
    // the older record stays unless the admin chooses the other
    expect(within(stays).getByRole('radio', { name: 'Marcus Reed' })).toBeChecked();
    await user.click(within(stays).getByRole('radio', { name: 'Darnell Hayes' }));
    const urgency = screen.getByRole('group', { name: 'Urgency' });
    expect(within(urgency).getByRole('radio', { name: 'Critical' })).toBeChecked();
    await user.click(within(urgency).getByRole('radio', { name: 'High' }));
    const voucher = screen.getByRole('group', { name: 'Housing voucher' });
    await user.click(within(voucher).getByRole('radio', { name: 'Yes' }));

    await user.click(screen.getByRole('button', { name: 'Review the merge' }));
    expect(screen.getByRole('group', { name: /Merge Marcus Reed into Darnell Hayes\?/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go back' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Merge the two records' }));

    const status = await screen.findByText(/Merged\. Darnell Hayes's record stays/);
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(callsTo(fetchMock, `POST /api/admin/duplicates/${PAIR_ID}/merge`)).toEqual([
      {
        survivorId: DARNELL_ID,
        fieldsFrom: {
          name: DARNELL_ID,
          urgency: MARCUS_ID,
          hasVoucher: MARCUS_ID,
          maxRentCents: DARNELL_ID,
          caseManagerEmail: DARNELL_ID,
          organizationId: DARNELL_ID,
        },
      },
    ]);

    expect(await screen.findByText(/Darnell Hayes's record stays\. Undo puts both/)).toBeInTheDocument();
    expect(screen.queryByText('We could not find this pair of people.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo merge' }));
    const undone = await screen.findByText('Merge undone. Both records are back as they were.');
    await waitFor(() => expect(undone).toHaveFocus());
    expect(callsTo(fetchMock, UNDO)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Same person' })).toBeInTheDocument();
  });

  it('keeps the form and says why when the pair was already decided', async () => {
    mockFetchRoutes({
      [pairRoute()]: { status: 200, body: DETAIL },
      [pairRoute('merge')]: {
        status: 409,
        body: { message: 'This pair was already decided. Reload the page to see what was done.' },
      },
    });
    const user = userEvent.setup();
    renderPair();
    await user.click(await screen.findByRole('button', { name: 'Same person' }));
    await user.click(screen.getByRole('button', { name: 'Review the merge' }));
    await user.click(screen.getByRole('button', { name: 'Merge the two records' }));
    expect(await screen.findByText(/This pair was already decided/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Which record stays?' })).toBeInTheDocument();
  });

  it('says the pair is not found for an unknown id', async () => {
    mockFetchRoutes({
      [pairRoute()]: { status: 404, body: { message: 'We could not find this pair of people.' } },
    });
    renderPair();
    expect(await screen.findByText('We could not find this pair of people.')).toBeInTheDocument();
  });
});
