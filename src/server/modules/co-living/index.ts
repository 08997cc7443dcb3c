// The co-living program's public surface: its routes, the application write path, co-living homes, the
// formation run (the seed runs it on the demo data) and its schedule.

import type { ModuleManifest } from '@server/module';
import { coLivingInbox } from './inbox-items';
import { coLivingHouseholdTrial } from './landlord-households';
import { coLivingApplicationReceived, coLivingHouseholdClosed } from './notices';
import { coLivingProposal, coLivingProposalDeclined } from './proposal-notices';
import { coLivingRoutes } from './routes';
import { coLivingSchedules } from './schedules';

export { runFormation } from './formation-run';
export { closeHomeHouseholds } from './home-closing';
export { createCoLivingHome } from './homes';
export { decideHouseholdProposal, type MemberDecision } from './member-decision';
export { applicationReadersRecord, readerOf } from './readers';
export { coLivingSchedules } from './schedules';
export { submitCoLivingApplication } from './service';

export const coLivingManifest: ModuleManifest = {
  name: 'co-living',
  routes: [coLivingRoutes],
  schedules: ({ db }) => coLivingSchedules(db),
  messages: {
    'co_living.application_received': coLivingApplicationReceived,
    'co_living.proposal': coLivingProposal,
    'co_living.proposal_declined': coLivingProposalDeclined,
    'co_living.household_closed': coLivingHouseholdClosed,
    'co_living.household_trial': coLivingHouseholdTrial,
  },
  inbox: coLivingInbox,
};
