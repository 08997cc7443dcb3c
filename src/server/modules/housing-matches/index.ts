// The housing matches module's public surface: how other modules propose matches and place veterans.

export { CONTACT_VIEWED_ACTION } from './contacts';
export { runMatchingEngine } from './engine-run';
export {
  answerMatchAsLandlord,
  type LandlordActor,
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
