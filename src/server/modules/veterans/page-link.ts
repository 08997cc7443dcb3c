import type { Database } from '@server/db/client';
import { MY_PAGE_ROUTE } from '@shared/contracts/my';
import { createVeteranLink, mintVeteranLinkToken } from './page-links';

/** What an admin reading a message sees where the one-time token goes: it exists only in the sent mail. */
export const MY_LINK_PLACEHOLDER = '[one-time token, made when the message is sent]';

interface LinkContext {
  db: Database;
  publicUrl: string;
  mode: 'deliver' | 'preview';
}

/**
 * The veteran's page from a message to them (decision 0036): a one-time link made and minted as the message is
 * delivered, for the address it goes to and what it is about; a preview creates nothing. It opens the whole
 * person only when `sentTo` is the address on their record.
 */
export async function myPageLink(
  to: { veteranId: string; sentTo: string; subjectId: string | null },
  { db, publicUrl, mode }: LinkContext,
): Promise<string> {
  const page = `${publicUrl}${MY_PAGE_ROUTE}`;
  if (mode === 'preview') return `${page}?token=${MY_LINK_PLACEHOLDER}`;
  const id = await createVeteranLink(db, { ...to, purpose: 'access' });
  const token = await mintVeteranLinkToken(db, id);
  return token ? `${page}?token=${token}` : page;
}
