import { BUSINESS_HOURS, CONTACT_REPLY_TIME, VETERANS_CRISIS_LINE } from '@shared/domain/constants';
import type { MessageKind } from '@shared/domain/message-delivery';

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
}

/** What a template may say: no veteran's name, phone or income; the signed-in page has the details. */
export type NoticeFacts =
  | { kind: 'match_request.created'; homeAddress: string; toAdmins: boolean }
  | { kind: 'housing_match.veteran_notice' }
  | { kind: 'waitlist_status'; followUp: string | null }
  | { kind: 'referral.received'; hasSignIn: boolean }
  | { kind: 'contact.received' };

export const NOTICE_PAGES: Record<MessageKind, string> = {
  'match_request.created': '/landlord/dashboard',
  'housing_match.veteran_notice': '/housing-dashboard',
  waitlist_status: '/partner/dashboard',
  'referral.received': '/partner/dashboard',
  'contact.received': '/contact',
};

interface Draft {
  subject: string;
  paragraphs: string[];
  page: string;
  action: string;
}

function draft(facts: NoticeFacts): Draft {
  switch (facts.kind) {
    case 'match_request.created':
      return {
        subject: 'A veteran asked about a home',
        paragraphs: [
          `A veteran asked to be matched with the home at ${facts.homeAddress}.`,
          facts.toAdmins
            ? 'The home has no landlord account, so this notice comes to the housing team.'
            : 'Please sign in to see the request and answer it.',
        ],
        page: facts.toAdmins ? NOTICE_PAGES['housing_match.veteran_notice'] : NOTICE_PAGES[facts.kind],
        action: 'See the request',
      };
    case 'housing_match.veteran_notice':
      return {
        subject: 'A home was found for a veteran',
        paragraphs: [
          'Our matching found a home that fits a veteran you support.',
          'Please sign in to see the home and the next steps.',
        ],
        page: NOTICE_PAGES[facts.kind],
        action: 'See the match',
      };
    case 'waitlist_status':
      return {
        subject: 'A veteran from your intake is on the waitlist',
        paragraphs: [
          'We have no fitting home yet for a veteran from your intake. We keep looking.',
          facts.followUp ? `We will follow up within ${facts.followUp}.` : 'We will follow up soon.',
        ],
        page: NOTICE_PAGES[facts.kind],
        action: 'See your referrals',
      };
    case 'referral.received':
      return {
        subject: 'A new referral is waiting for you',
        paragraphs: [
          'A veteran was referred to your organization through the Veterans Housing network.',
          facts.hasSignIn
            ? 'Please sign in to your partner dashboard to see the referral and answer it.'
            : 'Your organization has no sign-in yet. Someone from our network team will contact you to help you set up access to your partner dashboard, where the referral waits.',
        ],
        page: NOTICE_PAGES[facts.kind],
        action: 'Your partner dashboard',
      };
    case 'contact.received':
      return {
        subject: 'We received your message',
        paragraphs: [
          `Thank you for writing to Veterans Housing. We received your message, and our support team will reply within ${CONTACT_REPLY_TIME}.`,
          `Our hours: ${BUSINESS_HOURS.map((row) => `${row.days}, ${row.hours}`).join('; ')}.`,
          `If you need help right now, call the ${VETERANS_CRISIS_LINE.name}: ${VETERANS_CRISIS_LINE.phone}.`,
        ],
        page: NOTICE_PAGES[facts.kind],
        action: 'Other ways to reach us',
      };
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text plus simple HTML with the same words and one link to the signed-in page. */
export function renderNotice(facts: NoticeFacts, publicUrl: string): RenderedMessage {
  const { subject, paragraphs, page, action } = draft(facts);
  const link = `${publicUrl}${page}`;
  const text = [...paragraphs, `${action}: ${link}`, 'Veterans Housing'].join('\n\n');
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(subject)}</title></head><body>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    '<p>Veterans Housing</p></body></html>',
  ].join('\n');
  return { subject, text, html };
}
