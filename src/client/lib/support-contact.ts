import { SUPPORT_EMAIL_META, SUPPORT_PHONE_META, type SupportContact } from '@shared/contracts/site-shell';

const metaContent = (name: string) =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || null;

let prerendered: SupportContact | undefined;

/** The server's setting while it renders the static pages to HTML (src/client/prerender.tsx): no document there. */
export function prerenderSupportContact(contact: SupportContact): void {
  prerendered = contact;
}

/**
 * The deployment's support address and phone, which the server writes into index.html (SUPPORT_EMAIL,
 * SUPPORT_PHONE); undefined where no server wrote them (the Vite dev server), so the pages offer the contact form.
 */
export function readSupportContact(): SupportContact | undefined {
  if (typeof document === 'undefined') return prerendered;
  const email = metaContent(SUPPORT_EMAIL_META);
  return email ? { email, phone: metaContent(SUPPORT_PHONE_META) } : undefined;
}

/** "email X or call Y", or "email X" when there is no support line: for text that is copied or downloaded. */
export function supportReachText(contact: SupportContact): string {
  return contact.phone ? `email ${contact.email} or call ${contact.phone}` : `email ${contact.email}`;
}
