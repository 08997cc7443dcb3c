import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { heard, markHeard, startReading, waitToHear } from '@client/test/screen-reader.fixtures';
import { virtual } from '@guidepup/virtual-screen-reader';
import { type DuplicateDetail, ZDismissResult, ZDuplicateDetail } from '@shared/contracts/duplicates';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import DuplicatePage from './duplicate-page';
import { DETAIL, PAIR_ID, pairRoute } from './duplicates.fixtures';

afterEach(() => virtual.stop());

describe('Deciding a possible duplicate with a screen reader', () => {
  it('hears the question with the safe answer first, then what was done', { timeout: 90_000 }, async () => {
    let pair: DuplicateDetail = ZDuplicateDetail.parse(DETAIL);
    mockFetchRoutes({
      [pairRoute()]: () => ({ status: 200, body: pair }),
      [pairRoute('dismiss')]: () => {
        pair = { ...pair, status: 'dismissed' };
        return { status: 200, body: ZDismissResult.parse({ id: PAIR_ID, status: 'dismissed' }) };
      },
    });
    const user = userEvent.setup();
    renderRoutes(
      `/admin/duplicates/${PAIR_ID}`,
      <Route path="/admin/duplicates/:pairId">{(params) => <DuplicatePage pairId={params.pairId} />}</Route>,
    );
    await startReading();
    await user.click(await screen.findByRole('button', { name: 'Different people' }));
    // the focus lands on the answer that changes nothing, never on the one that goes ahead
    await waitToHear('button, Go back');
    expect(await heard()).not.toContain('button, Yes, different people');
    // what is asked and what going ahead does sit just before it
    for (let step = 0; step < 8; step += 1) {
      await virtual.previous();
      if ((await virtual.lastSpokenPhrase()).includes('as different people?')) break;
    }
    const before = (await heard()).join('\n');
    expect(before).toContain('Both records stay as they are, and this pair will not be flagged again.');
    expect(before).toContain('Mark Marcus Reed and Darnell Hayes as different people?');
    await markHeard();
    await user.click(screen.getByRole('button', { name: 'Yes, different people' }));
    await waitToHear('polite: Marked as different people. This pair will not be flagged again.');
  });
});
