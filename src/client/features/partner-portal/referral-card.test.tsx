import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { findCard, makeReferral, openDashboard } from './partner-portal.fixtures';

beforeEach(() => localStorage.clear());

/** The value shown under a term of the card's details list. */
function detail(card: HTMLElement, term: string): HTMLElement {
  const dt = within(card).getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return dd;
}

describe('how a referral card says to reach the veteran', () => {
  it('shows the name, phone, email, preferred contact method and the reference the referrer quotes', async () => {
    openDashboard({
      referrals: [
        makeReferral({
          veteranName: 'Morgan Lee',
          veteranPhone: '518-555-0142',
          veteranEmail: 'morgan@example.com',
          contactMethod: 'Phone after 5 pm',
          reference: 'RF-7K2Q9M',
        }),
      ],
    });
    const card = await findCard('Morgan Lee');
    expect(within(detail(card, 'Phone')).getByRole('link', { name: '518-555-0142' })).toHaveAttribute(
      'href',
      'tel:+15185550142',
    );
    expect(within(detail(card, 'Email')).getByRole('link', { name: 'morgan@example.com' })).toHaveAttribute(
      'href',
      'mailto:morgan@example.com',
    );
    expect(detail(card, 'Preferred contact')).toHaveTextContent('Phone after 5 pm');
    expect(detail(card, 'Reference')).toHaveTextContent('RF-7K2Q9M');
  });

  it('says what was not given: an email-only referral, and an old one without a reference', async () => {
    openDashboard({
      referrals: [
        makeReferral({
          veteranName: 'Email Only',
          veteranPhone: null,
          veteranEmail: 'only@example.com',
          contactMethod: null,
          reference: null,
        }),
      ],
    });
    const card = await findCard('Email Only');
    expect(detail(card, 'Phone')).toHaveTextContent('Not given');
    expect(within(detail(card, 'Email')).getByRole('link', { name: 'only@example.com' })).toBeInTheDocument();
    expect(detail(card, 'Preferred contact')).toHaveTextContent('Not given');
    expect(within(card).queryByText('Reference', { selector: 'dt' })).not.toBeInTheDocument();
  });
});

describe('a referral card on a phone', () => {
  it('is compact: name, badges, ZIP, date and phone, with the rest one press away', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
    })) as never;
    try {
      openDashboard({
        referrals: [makeReferral({ veteranName: 'Morgan Lee', veteranPhone: '518-555-0142' })],
      });
      const card = await findCard('Morgan Lee');
      const toggle = within(card).getByRole('button', { name: 'Show details' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(details).not.toBeVisible();
      expect(within(card).getByRole('link', { name: '518-555-0142' })).toBeVisible();
      toggle.click();
      await within(card).findByRole('button', { name: 'Hide details' });
      expect(details).toBeVisible();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});

describe('what a referral card says about the need and who referred (issue 34)', () => {
  it("shows the service, the urgency with its example and a case manager's name, phone and email", async () => {
    openDashboard({
      referrals: [
        makeReferral({
          veteranName: 'Riley Park',
          serviceType: 'housing',
          urgencyLevel: 'critical',
          referredBy: 'case_manager',
          caseManagerName: 'Dana Ruiz',
          caseManagerPhone: '(512) 555-0190',
          caseManagerEmail: 'dana@va.example.gov',
        }),
      ],
    });
    const card = await findCard('Riley Park');
    expect(detail(card, 'Service needed')).toHaveTextContent('Housing Assistance');
    expect(detail(card, 'Urgency')).toHaveTextContent(/Critical.*Sleeping outside/);
    expect(detail(card, 'Referred by')).toHaveTextContent('Case manager');
    expect(detail(card, 'Case manager')).toHaveTextContent('Dana Ruiz');
    expect(within(detail(card, 'Case manager phone')).getByRole('link')).toHaveAttribute(
      'href',
      'tel:+15125550190',
    );
    expect(within(detail(card, 'Case manager email')).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:dana@va.example.gov',
    );
  });

  it('says the veteran referred themselves, with no case manager lines', async () => {
    openDashboard({
      referrals: [
        makeReferral({
          veteranName: 'Sam Self',
          referredBy: 'veteran',
          caseManagerName: null,
          caseManagerPhone: null,
          caseManagerEmail: null,
          serviceType: null,
        }),
      ],
    });
    const card = await findCard('Sam Self');
    expect(detail(card, 'Referred by')).toHaveTextContent('The veteran');
    expect(detail(card, 'Service needed')).toHaveTextContent('Not given');
    expect(within(card).queryByText('Case manager phone', { selector: 'dt' })).not.toBeInTheDocument();
  });
});

describe('the way from a referral to its caseload entry', () => {
  it('links the entry, and its Record move-in once a home is offered', async () => {
    openDashboard({
      referrals: [
        makeReferral({
          id: 'r1',
          veteranName: 'Offered Person',
          caseloadVeteranId: 'v-1',
          personStatus: 'offered',
        }),
        makeReferral({
          id: 'r2',
          veteranName: 'Waiting Person',
          caseloadVeteranId: 'v-2',
          personStatus: 'referred',
        }),
        makeReferral({ id: 'r3', veteranName: 'Another Orgs Person', caseloadVeteranId: null }),
      ],
    });
    const offered = await findCard('Offered Person');
    expect(within(offered).getByRole('link', { name: 'Record move-in for Offered Person' })).toHaveAttribute(
      'href',
      '/partner/caseload/v-1#record-move-in',
    );
    const waiting = await findCard('Waiting Person');
    expect(
      within(waiting).getByRole('link', { name: 'Open caseload entry for Waiting Person' }),
    ).toHaveAttribute('href', '/partner/caseload/v-2');
    expect(within(waiting).queryByRole('link', { name: /Record move-in/ })).not.toBeInTheDocument();
    const another = await findCard('Another Orgs Person');
    expect(within(another).queryByRole('link', { name: /caseload entry/ })).not.toBeInTheDocument();
  });
});
