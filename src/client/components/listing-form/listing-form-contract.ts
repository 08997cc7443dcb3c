import { type ListingData, ZListingInput, ZVisitorListingInput } from '@shared/contracts/listing';
import { z } from 'zod';

/**
 * The listing form's check, loaded on its first submit (decision 0047): ZVisitorListingInput while the form asks
 * for a contact, ZListingInput otherwise, chosen at each check (the check is loaded once, and a visitor may sign in
 * mid-form). The same messages at the same paths as the two contracts.
 */
export function listingFormContract(asksForContact: () => boolean): z.ZodType<ListingData> {
  return z.unknown().transform((value, ctx) => {
    const result = (asksForContact() ? ZVisitorListingInput : ZListingInput).safeParse(value);
    if (!result.success)
      for (const { message, path } of result.error.issues) ctx.addIssue({ code: 'custom', message, path });
    // with an issue added the check fails and its value is never read
    return result.data as ListingData;
  });
}
