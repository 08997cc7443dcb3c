import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import {
  heard,
  markHeard,
  moveTo,
  moveToControl,
  startReading,
  waitToHear,
} from '@client/test/screen-reader.fixtures';
import { virtual } from '@guidepup/virtual-screen-reader';
import { ZPartnerLoginResult } from '@shared/contracts/auth';
import { ZOrganizationView } from '@shared/contracts/organizations';
import {
  type PartnerReferral,
  ZPartnerReferral,
  ZPartnerReferralList,
  ZReferralPatch,
} from '@shared/contracts/partner';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import PartnerDashboardPage from './partner-dashboard-page';
import PartnerLoginPage from './partner-login-page';
import { makeOrganization, makeReferral, referralList } from './partner-portal.fixtures';

const PASSWORD = 'veterans-demo';
const organization = ZOrganizationView.parse(makeOrganization());

/** A fake partner API over two referrals; every body goes through its shared contract. */
function fakePartnerApi() {
  const referrals: PartnerReferral[] = [
    makeReferral({ id: 'ref-1', veteranName: 'James Carter', status: 'new' }),
    makeReferral({ id: 'ref-2', veteranName: 'Dana Price', status: 'in_progress', urgencyLevel: 'normal' }),
  ].map((referral) => ZPartnerReferral.parse(referral));
  const patch = (id: string) => (init: RequestInit | undefined) => {
    const change = ZReferralPatch.parse(JSON.parse(String(init?.body)));
    const index = referrals.findIndex((referral) => referral.id === id);
    referrals[index] = ZPartnerReferral.parse({ ...referrals[index], ...change });
    return { status: 200, body: referrals[index] };
  };
  return mockFetchRoutes({
    'POST /api/partner/login': (init) => {
      const { password } = JSON.parse(String(init?.body));
      return password === PASSWORD
        ? {
            status: 200,
            body: ZPartnerLoginResult.parse({ success: true, token: 'token-123', organization }),
          }
        : {
            status: 401,
            body: ZPartnerLoginResult.parse({
              success: false,
              error: 'Your email and password do not match. Check both and try again.',
            }),
          };
    },
    'GET /api/partner/profile': { status: 200, body: organization },
    'GET /api/partner/referrals': () => ({
      status: 200,
      body: ZPartnerReferralList.parse(referralList(referrals)),
    }),
    'PATCH /api/partner/referrals/ref-1': patch('ref-1'),
    'PATCH /api/partner/referrals/ref-2': patch('ref-2'),
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => virtual.stop());

// a long journey of many steps: on a loaded machine it takes several times its 7 s alone
describe('Partner journey with a screen reader', () => {
  it('signs in, moves referrals on and saves a note, hearing each step', { timeout: 90_000 }, async () => {
    const fetchMock = fakePartnerApi();
    renderRoutes(
      '/partner/login',
      <>
        <Route path="/partner/login" component={PartnerLoginPage} />
        <Route path="/partner/dashboard" component={PartnerDashboardPage} />
      </>,
    );
    await startReading();

    // the sign-in form and its fields (ARIA gives a password field no role: its label is what is heard)
    expect(await moveTo('form, Sign in')).toBe('form, Sign in to your organization');
    expect(await moveTo('textbox, Organization email')).toBe('textbox, Organization email, required');
    expect(await moveToControl('Password')).toBe('Password');

    // sent empty: focus goes to the email, heard with its message
    await moveTo('button, Sign In');
    await markHeard();
    await virtual.act();
    await waitToHear('textbox, Organization email, Enter a valid email address, invalid, required');
    expect(callsTo(fetchMock, 'POST /api/partner/login')).toHaveLength(0);

    // a wrong password: the refusal is announced
    await virtual.type('partner@demo.org');
    expect(await moveToControl('Password')).toBe('Password, Password is required');
    await virtual.type('wrong-password');
    await moveTo('button, Sign In');
    await markHeard();
    await virtual.act();
    // the reader runs the alert's title and message together (it reads the region's text content)
    await waitToHear(
      "assertive: We couldn't sign you inYour email and password do not match. Check both and try again.",
    );

    // the refusal took the focus (the alert above the form): on from it to the password field
    expect(await moveToControl('Password')).toBe('Password, wrong-password');
    // the right one: the dashboard opens with the reader on the organisation's name
    // the reader has no select-all: the field is cleared as a user would before typing again
    await userEvent.clear(virtual.activeNode as HTMLInputElement);
    await virtual.type(PASSWORD);
    await moveTo('button, Sign In');
    await markHeard();
    await virtual.act();
    await waitToHear('heading, Hope for Heroes, level 1');
    expect(callsTo(fetchMock, 'POST /api/partner/login').at(-1)).toEqual({
      email: 'partner@demo.org',
      password: PASSWORD,
    });

    // a new referral: Mark Contacted, then focus is on its next step
    await markHeard();
    await moveTo('article, James Carter');
    expect(await moveTo('button, Mark Contacted')).toBe('button, Mark Contacted');
    await markHeard();
    await virtual.act();
    await waitToHear('button, Start Working');
    await waitToHear('assertive: Status changed to Contacted.');
    expect(await heard()).toContain('assertive: Referral updated');
    expect(document.activeElement).toHaveTextContent('Start Working');
    expect(callsTo(fetchMock, 'PATCH /api/partner/referrals/ref-1')).toEqual([{ status: 'contacted' }]);

    // a final move is asked first: the question and its answer are heard, then the card's name
    await moveTo('article, Dana Price');
    await moveTo('button, Close Referral');
    await markHeard();
    await virtual.act();
    // "keep" takes the focus: Enter, Enter never closes a referral by accident
    await waitToHear('button, Keep it open');
    // the reader does not say the group it entered: reading back, the answer and then the question come before it
    await markHeard();
    await virtual.previous();
    await virtual.previous();
    await virtual.previous();
    expect(await heard()).toEqual([
      'button, Yes, close it',
      "Close this referral? A closed referral can't be reopened.",
      "group, Close this referral? A closed referral can't be reopened.",
    ]);
    await moveTo('button, Yes, close it');
    await markHeard();
    await virtual.act();
    await waitToHear('assertive: Status changed to Closed.');
    await waitToHear('heading, Dana Price, level 3');
    expect(callsTo(fetchMock, 'PATCH /api/partner/referrals/ref-2')).toEqual([{ status: 'closed' }]);

    // an internal note on James Carter's referral: the editor takes the focus, and the saved note is heard
    for (const heading of ['Internal notes, level 4', 'Needs, level 4', 'James Carter, level 3']) {
      await virtual.perform(virtual.commands.moveToPreviousHeading);
      expect(await virtual.lastSpokenPhrase()).toBe(`heading, ${heading}`);
    }
    await moveTo('button, Edit notes');
    await markHeard();
    await virtual.act();
    await waitToHear('textbox, Internal notes, 280 characters left');
    await virtual.type('Left a voicemail');
    expect(await moveTo('button, Save notes')).toBe('button, Save notes');
    await markHeard();
    await virtual.act();
    await waitToHear('assertive: Notes saved');
    await waitToHear('button, Edit notes');
    await virtual.previous();
    await virtual.previous();
    expect(await virtual.lastSpokenPhrase()).toBe('Left a voicemail');
    expect(callsTo(fetchMock, 'PATCH /api/partner/referrals/ref-1').at(-1)).toEqual({
      notes: 'Left a voicemail',
    });
  });
});
