// The veteran record's public surface: every intake registers veterans through it; every module appends to a
// person's timeline through it.

import type { ModuleManifest } from '@server/module';
import { veteransRoutes } from './routes';

export { changeVeteranContact } from './contact';
export { attachIntakeReport } from './identity-repo';
export { intakeAddressesRecord, veteranAddressesRecord } from './message-records';
export { MY_LINK_PLACEHOLDER, myPageLink } from './page-link';
export { createVeteranLink, mintVeteranLinkToken, type TakenLink, takeVeteranLink } from './page-links';
export { recordMissingPersonStatuses, refreshPersonStatuses } from './person-statuses';
export { type IntakeSender, type RegisteredVeteran, registerVeteran, type VeteranIntake } from './register';
export { organizationWorksWith, selectOrganizationVeteran, voucherHolders } from './repo';
export { recordMissingIntakeReports } from './report-backfill';
export {
  appendPersonEvent,
  appendPersonEvents,
  type EventRecorder,
  type NewPersonEvent,
  selectPersonTimeline,
  type TimelineEvent,
  timelineSelect,
  toTimelineEvent,
} from './timeline';
export {
  EMPTY_PATH,
  personPath,
  personPathOf,
  personPathOfJson,
  personStatusesOf,
  personStatusOf,
  personTimelineJson,
  selectPersonPaths,
  selectPersonStatuses,
  statusIn,
  timelineOfJson,
} from './timeline-read';

export const veteransManifest: ModuleManifest = { name: 'veterans', routes: [veteransRoutes] };
