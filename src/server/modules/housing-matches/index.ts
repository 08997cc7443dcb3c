// The housing matches module's public surface: how other modules propose matches and place veterans.

import type { ModuleManifest } from '@server/module';
import { housingMatchesInbox } from './inbox-items';
import {
  matchLandlordAnswered,
  matchLandlordEscalation,
  matchLandlordReminder,
} from './landlord-answer-notices';
import {
  housingMatchVeteranNotice,
  housingMatchWithdrawn,
  matchRequestClosed,
  matchRequestConfirmation,
  matchRequestCreated,
} from './notices';
import { housingMatchesRoutes } from './routes';
import { housingMatchStep } from './step-notices';
import { withdrawHomeFromMatching } from './withdraw-home';

export { CONTACT_VIEWED_ACTION } from './contacts';
export { runMatchingEngine } from './engine-run';
export {
  answerMatchAsLandlord,
  type LandlordActor,
  type LandlordMoveIn,
  type LandlordMoveInWriter,
  recordLandlordOutcome,
} from './landlord-answers';
export {
  ALREADY_PLACED_MESSAGE,
  findMatchToPlace,
  NO_UNIT_LEFT_MESSAGE,
  placeVeteranInHome,
} from './placement';
export { type MatchProposal, type ProposedMatchRow, proposeMatches } from './propose';
export { decideOffer, NOT_YOURS_MESSAGE, withdrawMatchRequest } from './veteran-decisions';
export { withdrawHomeFromMatching } from './withdraw-home';

export const housingMatchesManifest: ModuleManifest = {
  name: 'housing-matches',
  routes: [housingMatchesRoutes],
  messages: {
    'match_request.created': matchRequestCreated,
    'match_request.confirmation': matchRequestConfirmation,
    'match_request.closed': matchRequestClosed,
    'housing_match.withdrawn': housingMatchWithdrawn,
    'housing_match.veteran_notice': housingMatchVeteranNotice,
    'match.landlord_answered': matchLandlordAnswered,
    'match.landlord_reminder': matchLandlordReminder,
    'match.landlord_escalation': matchLandlordEscalation,
    'housing_match.step': housingMatchStep,
  },
  inbox: housingMatchesInbox,
  homeLeavesMatching: withdrawHomeFromMatching,
};
