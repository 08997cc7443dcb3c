import { ACCOUNT_KINDS, type AccountKind, type AccountLinkView } from '@shared/contracts/account-recovery';

/** The `?account=` of /forgot-password: which sign-in page sent the person; null when it is not one we know. */
export function accountFromQuery(value: string | null): AccountKind | null {
  return (ACCOUNT_KINDS as readonly string[]).includes(value ?? '') ? (value as AccountKind) : null;
}

/** The small label above a page's title, per audience (as the sign-in pages say it). */
export const ACCOUNT_EYEBROWS: Record<AccountKind, string> = {
  partner: 'For partners',
  landlord: 'For landlords',
  admin: 'Staff',
};

/** What the email field asks for (an admin is asked the username, which the page's description explains). */
export const EMAIL_HINTS: Partial<Record<AccountKind, string>> = {
  partner: "Your organization's sign-in email.",
  landlord: 'The email you sign in with.',
};

/** Whose password a link sets, in a sentence: "the partner sign-in of X", "your landlord account". */
export function accountWords(link: AccountLinkView): string {
  if (link.account === 'partner')
    return `the partner sign-in of ${link.organizationName ?? 'your organization'}`;
  return `your ${link.account} account`;
}
