import type { Database } from '@server/db/client';
import { normalizeEmail, phoneDigits } from '@shared/contracts/common';
import { updateVeteran } from './repo';

/**
 * The veteran changes how to be reached, from their own page: a phone at once; an email only once its link was
 * opened (the caller confirms it first). Phones as 10 digits, emails in lower case, as every intake stores them.
 */
export async function changeVeteranContact(
  tx: Database,
  veteranId: string,
  change: { email?: string; phone?: string },
) {
  await updateVeteran(tx, veteranId, {
    ...(change.email !== undefined ? { email: normalizeEmail(change.email) } : {}),
    ...(change.phone !== undefined ? { phone: change.phone.trim() ? phoneDigits(change.phone) : null } : {}),
  });
}
