import { MATCH_REQUEST_SENT_MESSAGE } from '@shared/contracts/match-search';
import { MATCH_REPLY_HOURS } from './constants';
import { requestWords, VETERAN_REQUEST_STATUS_WORDS } from './my-page-words';

/**
 * Issue 34, point 3: one true promise. The Request Match dialog and the confirmation email say it with
 * MATCH_REPLY_HOURS; the toast, the request's status on the search page and /my must say the same: the landlord
 * acts next, within 48 hours (the landlord-answer timer reminds them then).
 */
describe('a match request makes one promise everywhere', () => {
  const within = `within ${MATCH_REPLY_HOURS} hours`;

  it('the toast and the status on the search page: the landlord replies within 48 hours', () => {
    for (const words of [MATCH_REQUEST_SENT_MESSAGE, VETERAN_REQUEST_STATUS_WORDS.pending]) {
      expect(words).toContain('The landlord');
      expect(words).toContain(within);
      // nobody else is said to act first
      expect(words).not.toMatch(/housing team is reviewing/i);
    }
  });

  it('/my names the day 48 hours after the request', () => {
    const sentAt = '2026-11-27T15:00:00.000Z';
    const words = requestWords('pending', { createdAt: sentAt, updatedAt: sentAt }, null);
    expect(words.statusText).toBe('The landlord has your request');
    // Friday 15:00 + 48 hours
    expect(words.nextStep).toContain('The landlord will answer by Sunday, November 29');
  });
});
