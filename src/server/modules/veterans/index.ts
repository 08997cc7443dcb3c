// The veteran record's public surface: every intake registers veterans through it.
export { attachIntakeReport } from './identity-repo';
export { type IntakeSender, type RegisteredVeteran, registerVeteran, type VeteranIntake } from './register';
export { markVeteranMatched, organizationWorksWith, selectOrganizationVeteran } from './repo';
export { recordMissingIntakeReports } from './report-backfill';
