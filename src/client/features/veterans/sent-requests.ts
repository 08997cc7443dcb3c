import { MATCH_REFERENCE_PATTERN } from '@shared/domain/match-reference';

/**
 * The match requests sent from this browser, kept so the veteran still has each reference and can follow it
 * after a reload or another visit. Only the reference and the home's id: nothing personal stays on the device.
 */
export interface SentRequest {
  reference: string;
  propertyId: string;
}

const STORAGE_KEY = 'vhm.sent-match-requests';
/** The newest ones: enough for a real search, and a bound on what a shared computer keeps. */
export const MAX_KEPT_REQUESTS = 10;

export function readSentRequests(): SentRequest[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is SentRequest =>
        typeof item?.reference === 'string' &&
        MATCH_REFERENCE_PATTERN.test(item.reference) &&
        typeof item?.propertyId === 'string',
    );
  } catch {
    // storage blocked (private browsing) or damaged: nothing kept, the page still works
    return [];
  }
}

/** Keeps a request, newest first; answers the list now kept. */
export function rememberSentRequest(request: SentRequest): SentRequest[] {
  const kept = [request, ...readSentRequests().filter((r) => r.reference !== request.reference)].slice(
    0,
    MAX_KEPT_REQUESTS,
  );
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // storage full or blocked: the reference is still on screen and in the confirmation email
  }
  return kept;
}

export function forgetSentRequest(reference: string): SentRequest[] {
  const kept = readSentRequests().filter((r) => r.reference !== reference);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // nothing to undo
  }
  return kept;
}
