import type { HousingMatchStatus } from './housing-match-status';

/**
 * What the veteran's page (/my) says about each request, offer and application: where it stands, who acts next
 * and by when. The Request Match dialog, its toast and its confirmation email say the same (one promise).
 */

/** The housing team reviews a request for a home within this many hours, then the landlord is asked. */
export const REQUEST_REVIEW_HOURS = 48;
/** After the team approves, the landlord answers within this many hours (reminded then, escalated at twice). */
export const LANDLORD_ANSWER_HOURS = 48;

export const REQUEST_PROMISE = `The housing team reviews your request within ${REQUEST_REVIEW_HOURS} hours, then asks the landlord, who answers within ${LANDLORD_ANSWER_HOURS} hours. We email you at each step.`;

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

/** A request the veteran made for a home (a match of origin veteran_request). */
export function requestWords(
  status: HousingMatchStatus,
  at: { createdAt: string; updatedAt: string },
  declineReason: string | null,
): Words {
  switch (status) {
    case 'pending':
      return {
        statusText: 'The housing team is reviewing your request',
        nextStep: `They will reply by ${by(at.createdAt, REQUEST_REVIEW_HOURS)}. If they approve it, the landlord answers within ${LANDLORD_ANSWER_HOURS} hours.`,
      };
    case 'contacted':
      return {
        statusText: 'The landlord has your request',
        nextStep: `The landlord will answer by ${by(at.updatedAt, LANDLORD_ANSWER_HOURS)}. We will email you their answer.`,
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
      nextStep: `The landlord answers within ${LANDLORD_ANSWER_HOURS} hours; then they or your case worker arrange a visit.`,
    };
  return {
    statusText: 'A home is offered to you',
    nextStep: decideBy
      ? `Accept or decline it by ${by(decideBy, 0)}. Your case worker can help you decide.`
      : 'Accept or decline it. Your case worker can help you decide.',
  };
}
