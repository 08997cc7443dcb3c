// Public surface of the network module for other modules (the demo seed).

export { createLandlordLead } from './public-forms';
