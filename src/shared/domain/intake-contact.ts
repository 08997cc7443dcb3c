/**
 * Where a message about a request, referral or application goes (decision 0030): to the contact given with
 * the intake that made it. The person's own contact on record is used only when that intake was linked to them
 * on strong evidence (the same name and phone or email) and gave none: a shared phone never sends one person's
 * confirmation to another's address.
 */
export function intakeAddress(
  given: string | null | undefined,
  linked: boolean,
  onRecord: string | null | undefined,
): string | null {
  if (given?.trim()) return given.trim();
  return linked && onRecord?.trim() ? onRecord.trim() : null;
}
