import type { Database } from '@server/db/client';
import { FORBIDDEN_MESSAGE, type UserPrincipal } from '@server/plugins/auth';
import { HttpError } from '@server/plugins/error-handler';
import { type ListingData, visitorContactIssues } from '@shared/contracts/listing';
import { findOrCreateLeadLandlord } from './lead-landlord';

type Contact = Pick<ListingData, 'landlordName' | 'landlordEmail' | 'landlordPhone'>;

const given = (contact: Contact) =>
  Boolean(contact.landlordName || contact.landlordEmail || contact.landlordPhone);

/**
 * Whose listing a POST /api/properties makes: a signed-in landlord's own; a visitor's landlord record found or
 * made from the contact (required: the reviewer must reach them); an admin's unowned, or the landlord named by
 * a contact the admin gives. Called before anything else is written.
 */
export async function listingOwner(
  tx: Database,
  user: UserPrincipal | undefined,
  contact: Contact,
): Promise<string | null> {
  if (user?.role === 'landlord') {
    if (!user.landlordId) throw new HttpError(403, FORBIDDEN_MESSAGE);
    return user.landlordId;
  }
  if (user?.role === 'admin' && !given(contact)) return null;
  const issues = visitorContactIssues(contact);
  const [first] = issues;
  if (first) throw new HttpError(400, first.message, issues);
  return findOrCreateLeadLandlord(
    tx,
    {
      name: contact.landlordName ?? '',
      email: (contact.landlordEmail ?? '').toLowerCase(),
      phone: contact.landlordPhone ? contact.landlordPhone : null,
      tier: 'bronze',
    },
    false,
  );
}
