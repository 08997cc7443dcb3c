// The pricing feature's public surface: the landing page shows the same plans as /pricing.
export { PricingNote, PricingPlans } from './pricing-section';
