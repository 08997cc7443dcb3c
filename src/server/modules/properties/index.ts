// Public surface of the properties module for other modules.

import type { ModuleManifest } from '@server/module';
import { propertiesInbox } from './inbox-items';
import { listingReviewed } from './notices';
import { propertiesRoutes } from './routes';

export { giveListingsTo, insertPublishedListings, type PublishedListing } from './catalogue';
export {
  deleteLandlord,
  insertLandlords,
  type LandlordPatch,
  type NewLandlord,
  updateLandlord,
} from './landlord-records';
export { findOrCreateLeadLandlord } from './lead-landlord';
export { type ListingEdit, type ListingValues, type NewListing, saveListing, updateListing } from './listing';
export { moveListings, setListingStatus, takeUnit } from './listing-status';
export { homeWithLandlordRecord } from './message-records';
export { findProperty } from './repo';
export { type ListingReview, reviewListing, verifyLandlord } from './review';
export { type PropertyRow, rentPerVeteranCents, toPropertyView } from './view';

export const propertiesManifest: ModuleManifest = {
  name: 'properties',
  routes: [propertiesRoutes],
  messages: { 'listing.reviewed': listingReviewed },
  inbox: propertiesInbox,
};
