import { MATCH_REPLY_HOURS } from './constants';
import type { HousingMatchStatus } from './housing-match-status';

/**
 * What the veteran's page (/my) says about each request, offer and application: where it stands, who acts next
 * and by when: the promise the Request Match dialog, its toast and its confirmation email make (MATCH_REPLY_HOURS).
 */

interface Words {
  statusText: string;
  nextStep: string;
}

const by = (from: string, hours: number) =>
  new Date(Date.parse(from) + hours * 3_600_000).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A request the veteran made for a home (a match of origin veteran_request). Approved, it is an offer: theirs
 * to accept (by `decideBy`) or decline, then the visit and the move-in.
 */
export function requestWords(
  status: HousingMatchStatus,
  at: { createdAt: string; updatedAt: string },
  declineReason: string | null,
  offer: { decision: 'accepted' | 'declined_by_veteran' | null; decideBy: string | null } = {
    decision: null,
    decideBy: null,
  },
): Words {
  if (status === 'approved' && offer.decision === 'accepted')
    return {
      statusText: 'You accepted this home',
      nextStep:
        'Expect a call or email from the landlord or your case worker to arrange a visit and the move-in.',
    };
  if (status === 'approved' && offer.decideBy)
    return {
      statusText: 'The landlord would like to meet you',
      nextStep: `Accept this home or say no by ${by(offer.decideBy, 0)}. Your case worker can help you decide.`,
    };
  switch (status) {
    case 'pending':
      return {
        statusText: 'The landlord has your request',
        nextStep: `The landlord will answer by ${by(at.createdAt, MATCH_REPLY_HOURS)}. If they don't, the housing team follows up. We email you their answer.`,
      };
    case 'contacted':
      return {
        statusText: 'The landlord or the housing team is in touch about your request',
        nextStep: 'Expect a call or email about a visit. We email you the landlord’s answer.',
      };
    case 'approved':
      return {
        statusText: 'The landlord would like to meet you',
        nextStep: 'Expect a call or email from the landlord or your case worker to arrange a visit.',
      };
    case 'placed':
      return {
        statusText: 'You moved in',
        nextStep: 'Welcome home. Your case worker will check in with you.',
      };
    case 'declined':
      return {
        statusText: declineReason ? `This request is closed: ${declineReason}` : 'This request is closed',
        nextStep: 'You can choose another home from your matches on the Veterans page.',
      };
  }
}

/** A home the engine or the housing team proposed to the veteran: theirs to accept or decline. */
export function offerWords(
  status: HousingMatchStatus,
  decision: 'accepted' | 'declined_by_veteran' | null,
  decideBy: string | null,
  declineReason: string | null,
): Words {
  if (status === 'placed')
    return { statusText: 'You moved in', nextStep: 'Welcome home. Your case worker will check in with you.' };
  if (status === 'declined' || decision === 'declined_by_veteran')
    return {
      statusText: declineReason ? `This offer is closed: ${declineReason}` : 'This offer is closed',
      nextStep: 'The housing team will look for another home for you.',
    };
  if (decision === 'accepted' || status === 'approved')
    return {
      statusText: 'You accepted this home',
      nextStep: `The landlord answers within ${MATCH_REPLY_HOURS} hours; then they or your case worker arrange a visit.`,
    };
  return {
    statusText: 'A home is offered to you',
    nextStep: decideBy
      ? `Accept or decline it by ${by(decideBy, 0)}. Your case worker can help you decide.`
      : 'Accept or decline it. Your case worker can help you decide.',
  };
}

/** A request's status as the veteran who sent it reads it (GET /api/match-requests/{reference}). */
export const VETERAN_REQUEST_STATUS_WORDS: Record<HousingMatchStatus, string> = {
  // the promise the Request Match dialog, its toast, its email and /my make (MATCH_REPLY_HOURS)
  pending: `Sent. The landlord will reply to you within ${MATCH_REPLY_HOURS} hours.`,
  contacted: 'In progress. Our housing team is in touch with the landlord.',
  approved: 'Approved. The landlord has your contact details and will reach out to you.',
  placed: 'Done. This home is yours.',
  declined: 'Not going ahead. This home did not work out: choose another from your matches.',
};
