// Public surface of the properties module for other modules.

export { findOrCreateLeadLandlord } from './lead-landlord';
export { type ListingEdit, type ListingValues, type NewListing, saveListing, updateListing } from './listing';
export { findProperty } from './repo';
export { type ListingReview, reviewListing, verifyLandlord } from './review';
export { type PropertyRow, rentPerVeteranCents, toPropertyView } from './view';
