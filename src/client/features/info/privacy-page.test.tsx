import { mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { LANDLORD_CONTACT_RULE } from '@shared/domain/constants';
import { AUDIT_RETENTION_DAYS, retentionInWords, SERVER_LOG_RETENTION_DAYS } from '@shared/domain/retention';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import PrivacyPage from './privacy-page';

describe('PrivacyPage', () => {
  it('states the retention periods the housekeeping job enforces', async () => {
    mockFetchRoutes({ 'GET /api/user/me': { status: 401, body: { message: 'Sign in to continue.' } } });
    renderRoutes('/privacy', <Route path="/privacy" component={PrivacyPage} />);
    const section = (await screen.findByRole('heading', { level: 2, name: 'How long we keep it' }))
      .parentElement;
    const text = section?.textContent ?? '';
    expect(text).toContain('Security records');
    expect(text).toContain(
      `${retentionInWords(AUDIT_RETENTION_DAYS)}. After that we delete them automatically.`,
    );
    expect(text).toContain('Sign-in sessions: deleted a day after you sign out or they expire.');
    expect(text).toContain(`Server logs: up to ${retentionInWords(SERVER_LOG_RETENTION_DAYS)}.`);
  });

  it("says who sees a veteran's details after a match request, as the Request Match dialog does", async () => {
    mockFetchRoutes({ 'GET /api/user/me': { status: 401, body: { message: 'Sign in to continue.' } } });
    renderRoutes('/privacy', <Route path="/privacy" component={PrivacyPage} />);
    const section = (
      await screen.findByRole('heading', { level: 2, name: "Who can see a veteran's information" })
    ).parentElement;
    expect(section?.textContent).toContain(LANDLORD_CONTACT_RULE);
    expect(section?.textContent).not.toContain("Landlords don't see them");
  });
});
