import { formatAddress } from './address';

/**
 * How staff name a person and a match in tables, toasts, the daily digest and the audit log (issue 37): a
 * first name with the last initial ("Dana R.") and the street of the home ("5944 Liberty Rd"), never an id's
 * first characters. Enough to tell records apart on the page, and no more of the person than that.
 */
export const NO_NAME_GIVEN = 'Veteran (no name given)';

/** "Dana R." from "Dana Maria Ruiz"; a one-word name stays whole; no name: "Veteran (no name given)". */
export function personShortName(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  if (first === undefined) return NO_NAME_GIVEN;
  const last = rest.at(-1);
  return last ? `${first} ${last[0]?.toUpperCase()}.` : first;
}

/** "Dana R. · 5944 Liberty Rd": a match by its veteran and the street of its home. */
export function matchName(match: { veteranName: string | null; propertyAddress: string }): string {
  const home = formatAddress({ address: match.propertyAddress });
  return home ? `${personShortName(match.veteranName)} · ${home}` : personShortName(match.veteranName);
}
