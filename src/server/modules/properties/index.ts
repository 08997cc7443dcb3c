// Public surface of the properties module for other modules.

export { type ListingValues, type NewListing, saveListing } from './listing';
export { findProperty } from './repo';
export { type ListingReview, reviewListing, verifyLandlord } from './review';
export { type PropertyRow, rentPerVeteranCents, toPropertyView } from './view';
