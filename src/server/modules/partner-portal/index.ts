// The partner portal's public surface: an organisation's referral figures, also used by its impact metrics.
export { impactReferralFigures } from './analytics-repo';
