import { findPricingPlan } from '@shared/domain/pricing-plans';

/** The paid monthly plan the toolkit's subscriber resources come with: named and priced as /pricing lists it. */
const plan = findPricingPlan('Ongoing Support');
export const SUBSCRIPTION_PLAN_NAME = plan?.name ?? 'Ongoing Support';
export const SUBSCRIPTION_PLAN_PRICE = plan ? `$${plan.price} ${plan.period}` : '';
