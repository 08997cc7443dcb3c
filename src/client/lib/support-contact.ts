import { SUPPORT_CONTACT_PATH, type SupportContact, ZSupportContact } from '@shared/contracts/contact';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { getJson } from './api-client';

/** The deployment's support address and phone (GET /api/support-contact); read once per visit. */
export function useSupportContact() {
  return useQuery(supportContactQuery);
}

const supportContactQuery = {
  queryKey: [SUPPORT_CONTACT_PATH],
  queryFn: () => getJson(SUPPORT_CONTACT_PATH, ZSupportContact),
  staleTime: Number.POSITIVE_INFINITY,
};

/** "email X or call Y", or "email X" when there is no support line: for text that is copied or downloaded. */
export function supportReachText(contact: SupportContact): string {
  return contact.phone ? `email ${contact.email} or call ${contact.phone}` : `email ${contact.email}`;
}

/** The same answer for work outside rendering (a download): from the cache, else fetched; undefined if it fails. */
export async function loadSupportContact(queryClient: QueryClient): Promise<SupportContact | undefined> {
  try {
    return await queryClient.fetchQuery(supportContactQuery);
  } catch {
    return undefined;
  }
}
