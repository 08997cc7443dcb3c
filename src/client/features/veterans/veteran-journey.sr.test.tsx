import { callsTo, mockFetchRoutes } from '@client/test/fetch-routes.fixtures';
import { renderRoutes } from '@client/test/render-routes.fixtures';
import { heard, markHeard, moveTo, startReading, waitToHear } from '@client/test/screen-reader.fixtures';
import { virtual } from '@guidepup/virtual-screen-reader';
import {
  ZFindMatchesResponse,
  ZMatchRequestCreated,
  ZMatchRequestStatus,
} from '@shared/contracts/match-search';
import { LANDLORD_CONTACT_RULE } from '@shared/domain/constants';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { matchFixture } from './veterans.fixtures';
import VeteransPage from './veterans-page';

// the bodies go through the shared contracts, so a contract change breaks this journey instead of passing it
const oak = matchFixture({ address: '1 Oak St' });
const elm = matchFixture({ address: '2 Elm St' }, { fit: 'good', reasons: ['3.9 miles away'] });
const FOUND = ZFindMatchesResponse.parse({ matches: [oak, elm], total: 2 });
const CREATED = ZMatchRequestCreated.parse({
  id: 'm1',
  reference: 'VH-7K2Q9M',
  message: 'The landlord will be notified and will reply within 48 hours.',
});
const STATUS = ZMatchRequestStatus.parse({
  reference: 'VH-7K2Q9M',
  propertyId: oak.property.id,
  address: '1 Oak St',
  status: 'pending',
  statusText: 'Waiting for the landlord to reply.',
  sentAt: '2025-01-28T12:00:00.000Z',
});

const ZIP_HINT = 'Where you want to live. We look up to 50 miles around it.';
const ZIP_NEEDED = 'Enter the ZIP code where you want to live';
const DISCHARGE_NEEDED = 'Choose your discharge status';
// the reader joins a label and its '(required)' mark without a space (a quirk of its name computation)
const ZIP_FIELD = `textbox, Preferred ZIP code(required), ${ZIP_HINT}, required`;
const DISCHARGE_FIELD = 'combobox, Discharge status(required), has popup listbox, not expanded, required';

beforeEach(() => localStorage.clear());
afterEach(() => virtual.stop());

function openVeteransPage() {
  const fetchMock = mockFetchRoutes({
    'POST /api/find-matches': { status: 200, body: FOUND },
    'POST /api/match-requests': { status: 201, body: CREATED },
    'GET /api/match-requests/VH-7K2Q9M': { status: 200, body: STATUS },
  });
  renderRoutes('/veterans', <Route path="/veterans" component={VeteransPage} />);
  return fetchMock;
}

describe('Veteran journey with a screen reader', () => {
  it('searches, hears the homes and how well they fit, requests a match and hears the reference', {
    timeout: 90_000,
  }, async () => {
    const fetchMock = openVeteransPage();
    await startReading();

    // the assessment form: each field heard with its label, hint and required state
    expect(await moveTo('form, Housing assessment')).toBe('form, Housing assessment');
    expect(await moveTo('textbox, Preferred ZIP code')).toBe(ZIP_FIELD);
    expect(await moveTo('combobox, Discharge status')).toBe(DISCHARGE_FIELD);
    expect(await moveTo('group, Benefits')).toBe(
      'group, Benefits and income you have, Check all that apply.',
    );
    expect(await moveTo('checkbox, HUD-VASH')).toBe('checkbox, HUD-VASH voucher, not checked');

    // an empty submit: focus goes back to the ZIP code, heard with its error
    await moveTo('button, Find Housing Matches');
    await markHeard();
    await virtual.act();
    await waitToHear(`textbox, Preferred ZIP code(required), ${ZIP_HINT} ${ZIP_NEEDED}, invalid, required`);
    expect(fetchMock).not.toHaveBeenCalled();

    await virtual.type('12345');
    await moveTo('combobox, Discharge status');
    expect(await heard()).toContain(
      `combobox, Discharge status(required), ${DISCHARGE_NEEDED}, has popup listbox, not expanded, invalid, required`,
    );
    // jsdom has no native pop-up list to arrow through: the option is picked on the select the reader is on
    await userEvent.selectOptions(virtual.activeNode as HTMLSelectElement, 'Honorable');
    await moveTo('checkbox, Disability compensation');
    await virtual.act();
    // the box is a native checkbox: this reader takes its state from the `checked` attribute, which holds the
    // state the page was drawn with, not the property a browser's accessibility tree (and a real reader) reads
    expect(virtual.activeNode).toBeChecked();
    expect(await virtual.lastSpokenPhrase()).toMatch(/^checkbox, Disability compensation, /);

    // the search: focus moves to the results and the toast is announced
    await moveTo('button, Find Housing Matches');
    await markHeard();
    await virtual.act();
    await waitToHear('heading, Available Properties, level 2');
    await waitToHear('assertive: We found potential housing matches for you. Review them below.');
    // the toast and the focus move race each other: which is heard first may vary
    expect(await heard()).toHaveLength(4);
    expect(await heard()).toEqual(
      expect.arrayContaining([
        'heading, Available Properties, level 2',
        'assertive: Notification',
        'assertive: Matches Found!',
        'assertive: We found potential housing matches for you. Review them below.',
      ]),
    );
    expect(callsTo(fetchMock, 'POST /api/find-matches')).toEqual([
      {
        zipCode: '12345',
        dischargeStatus: 'honorable',
        benefits: { vash: false, giBill: false, disability: true, employment: false },
      },
    ]);

    // reading the results: how many, each home with its fit in words and why
    await markHeard();
    await moveTo('button, Request Match');
    const firstHome = await heard();
    expect(firstHome).toContain('status');
    expect(firstHome.join(' ')).toContain('Showing 2 of 2 homes .');
    expect(firstHome).toContain('heading, 1 Oak St, level 3');
    expect(firstHome).toContain('Great match');
    expect(firstHome).toContain('Accepts your HUD-VASH voucher');
    // the button says which home it is for
    expect(firstHome.at(-1)).toBe('button, Request Match, 1 Oak St');
    expect(firstHome.join(' ')).not.toMatch(/score|of 100/i);

    // the dialog: heard with its title and rule, focus on the first field
    await markHeard();
    await virtual.act();
    await waitToHear('textbox, Your name(required), required');
    expect(await heard()).toEqual([
      `dialog, Request a match, Tell the landlord of 1 Oak St how to reach you. They will reply within 48 hours. ${LANDLORD_CONTACT_RULE}`,
      'textbox, Your name(required), required',
    ]);

    // sent empty: back on the name, heard with its error; the contact rule is heard at the phone number
    await moveTo('button, Send Request');
    await markHeard();
    await virtual.act();
    await waitToHear('textbox, Your name(required), Enter your name, invalid, required');
    await virtual.type('Jordan Reyes');
    expect(await moveTo('textbox, Phone number')).toBe(
      'textbox, Phone number, Give a phone number, an email address, or both. Enter a phone number or an email address so the landlord can reach you, invalid',
    );
    await virtual.type('518-555-0142');
    await moveTo('button, Send Request');
    await markHeard();
    await virtual.act();

    // sent: the toast is announced, and focus lands on the card's line with the reference, read on from there
    await waitToHear('assertive: The landlord will be notified and will reply within 48 hours.');
    await waitToHear('paragraph');
    expect(await heard()).toHaveLength(4);
    expect(await heard()).toEqual(
      expect.arrayContaining([
        'paragraph',
        'assertive: Notification',
        'assertive: Match Request Sent!',
        'assertive: The landlord will be notified and will reply within 48 hours.',
      ]),
    );
    expect(virtual.activeNode).toBe(document.activeElement);
    await markHeard();
    for (let step = 0; step < 3; step += 1) await virtual.next();
    expect(await heard()).toEqual([
      'Request sent. The landlord will reply to you within 48 hours. Your reference is',
      'strong',
      'VH-7K2Q9M',
    ]);
    expect(callsTo(fetchMock, 'POST /api/match-requests')).toEqual([
      {
        zipCode: '12345',
        dischargeStatus: 'honorable',
        benefits: { vash: false, giBill: false, disability: true, employment: false },
        propertyId: oak.property.id,
        name: 'Jordan Reyes',
        phone: '518-555-0142',
        email: '',
      },
    ]);
  });

  it('gives focus back to the Request Match button when the dialog is closed with Escape', {
    timeout: 90_000,
  }, async () => {
    openVeteransPage();
    await startReading();
    await moveTo('textbox, Preferred ZIP code');
    await virtual.type('12345');
    await moveTo('combobox, Discharge status');
    await userEvent.selectOptions(virtual.activeNode as HTMLSelectElement, 'Honorable');
    await moveTo('button, Find Housing Matches');
    await markHeard();
    await virtual.act();
    await waitToHear('heading, Available Properties, level 2');

    await moveTo('button, Request Match, 1 Oak St');
    await moveTo('button, Request Match, 2 Elm St');
    const button = virtual.activeNode;
    await virtual.act();
    await waitToHear('textbox, Your name(required), required');
    await markHeard();
    await virtual.press('Escape');
    await waitToHear('button, Request Match, 2 Elm St');
    expect(document.activeElement).toBe(button);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
