import * as PAGE_PATHS from './page-paths';

/**
 * Who reads a message, and the pages each can open (issue 33, point 6): a message links to its reader's own page,
 * never to one that asks them to sign in as someone else. A veteran has no sign-in: their page opens from a
 * one-time link (decision 0036).
 */
export const MESSAGE_READERS = [
  /** The veteran: their own page. */
  'veteran',
  /** A case worker about a person they support: the person's caseload entry or their co-living household. */
  'case_worker',
  /**
   * A case manager with no partner sign-in: a public page about the programme, or the one-time link to the
   * veteran's page for the application they answer a proposal on.
   */
  'case_manager',
  /** A partner organisation about its own work: its dashboard, tools or the link that claims its sign-in. */
  'partner',
  'admin',
  /** A landlord about their homes and matches (one without an account: the page to list a home). */
  'landlord',
  /** Someone who asked for an account link, or sent a public form: the link, a sign-in or a public page. */
  'account_holder',
] as const;
export type MessageReader = (typeof MESSAGE_READERS)[number];

const ADMIN_PAGES = [
  PAGE_PATHS.housingDashboard,
  PAGE_PATHS.leadFlowDashboard,
  PAGE_PATHS.networkManagement,
  '/admin/',
];
/** Pages behind someone's sign-in: a reader who is not that someone never gets a link to one. */
const SIGNED_IN_PAGES = [...ADMIN_PAGES, '/partner/', PAGE_PATHS.landlordDashboard, PAGE_PATHS.my];
const ACCOUNT_LINK_PAGES = [
  PAGE_PATHS.resetPassword,
  PAGE_PATHS.forgotPassword,
  PAGE_PATHS.signInLink,
  PAGE_PATHS.landlordConfirm,
];

/** The path of a page link, whether a path or a whole link on the public address. */
export function pagePath(page: string): string {
  const path = page.replace(/^https?:\/\/[^/]+/, '');
  return path.split(/[?#]/)[0] || '/';
}

const startsWithAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
const SIGN_IN_PAGES = [PAGE_PATHS.partnerLogin, PAGE_PATHS.landlordLogin, PAGE_PATHS.adminLogin];
const isPublic = (path: string) => SIGN_IN_PAGES.includes(path) || !startsWithAny(path, SIGNED_IN_PAGES);
const ID = '[^/]+';

const RULES: Record<MessageReader, (path: string) => boolean> = {
  veteran: (path) => path === PAGE_PATHS.my,
  case_worker: (path) =>
    new RegExp(`^(${PAGE_PATHS.partnerCaseload}|${PAGE_PATHS.partnerCoLiving}/households)/${ID}$`).test(path),
  case_manager: (path) => isPublic(path) || path === PAGE_PATHS.my,
  partner: (path) =>
    path === PAGE_PATHS.partnerDashboard ||
    new RegExp(`^/partner/internal/${ID}$`).test(path) ||
    startsWithAny(path, ACCOUNT_LINK_PAGES),
  admin: (path) => startsWithAny(path, ADMIN_PAGES),
  landlord: (path) =>
    path === PAGE_PATHS.landlordDashboard ||
    path === PAGE_PATHS.landlords ||
    path === PAGE_PATHS.landlordLogin ||
    startsWithAny(path, ACCOUNT_LINK_PAGES),
  account_holder: (path) => isPublic(path),
};

/** Whether a message's page is one its reader can open as themselves. */
export const readerMayOpen = (reader: MessageReader, page: string): boolean => RULES[reader](pagePath(page));
