// Public surface of the network module for other modules (the demo seed, the housing intake).

export { createLandlordLead, housingReferralTarget, referForHousing } from './public-forms';
