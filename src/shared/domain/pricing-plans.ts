import * as PAGE_PATHS from './page-paths';

/** Spec 1, sections 3 and 9: the fixed list of pricing plans, with a plain explanation of every feature. */

export type PlanButtonVariant = 'default' | 'outline';

export interface PricingPlan {
  name: string;
  /** Whole US dollars. */
  price: number;
  /** Text after the price, e.g. 'per successful placement'. */
  period: string;
  features: readonly string[];
  /** Feature text -> what it means for you. Every feature has one. */
  tooltips: Readonly<Record<string, string>>;
  buttonText: string;
  buttonVariant: PlanButtonVariant;
  popular: boolean;
  /** Where a free plan is used. Paid plans have none: there is no payment processor (see planButtonTarget). */
  freePlanPath?: string;
}

type PlanInput = Omit<PricingPlan, 'features' | 'tooltips'> & {
  features: ReadonlyArray<readonly [feature: string, tooltip: string]>;
};

// building both lists from pairs keeps every feature tied to its tooltip
function plan({ features, ...rest }: PlanInput): PricingPlan {
  return {
    ...rest,
    features: features.map(([feature]) => feature),
    tooltips: Object.fromEntries(features),
  };
}

export const PRICING_PLANS: readonly PricingPlan[] = [
  plan({
    name: 'VSO Resources',
    price: 0,
    period: 'always free',
    buttonText: 'Access Resources',
    buttonVariant: 'outline',
    popular: false,
    freePlanPath: PAGE_PATHS.support,
    features: [
      ['Unlimited veteran support', 'Help as many veterans as you need. There is no limit and no fee.'],
      [
        'White-label resources',
        'Guides and checklists you can hand to veterans under your own organization’s name.',
      ],
      [
        'Case management tools',
        'Track the veterans you help from intake to move-in, and enter up to 10 veterans at once.',
      ],
      [
        'Landlord network access',
        'Reach landlords in our network who have homes ready for veterans, including homes that accept HUD-VASH vouchers.',
      ],
    ],
  }),
  plan({
    name: 'Property Assessment',
    price: 0,
    period: 'free consultation',
    buttonText: 'Get Assessment',
    buttonVariant: 'default',
    popular: true,
    freePlanPath: PAGE_PATHS.landlords,
    features: [
      [
        'Leasing environment navigation',
        'We explain the local rules, voucher programs and leasing steps that apply when you rent to veterans.',
      ],
      [
        'Co-living conversion planning',
        'We help you plan your property as a shared home for veterans: private bedrooms, shared spaces and house rules.',
      ],
      [
        'Veteran community guidance',
        'Learn what veterans look for in a home and how a supportive household works day to day.',
      ],
      [
        'Compliance support',
        'We walk you through inspections and paperwork, such as the Housing Quality Standards (HQS) inspection that voucher rentals need.',
      ],
    ],
  }),
  plan({
    name: 'Community Partnership',
    price: 250,
    period: 'per successful placement',
    buttonText: 'Partner With Us',
    buttonVariant: 'outline',
    popular: false,
    features: [
      [
        'Comprehensive veteran screening with dual-income verification and compatibility assessment',
        'We confirm each veteran’s income from two sources, such as VA disability and another benefit, and match housemates who are likely to get along.',
      ],
      [
        'Leasing complexity management',
        'We handle voucher paperwork, lease signing and the back-and-forth with housing authorities and VA case managers.',
      ],
      ['Move-in coordination', 'We set move-in dates with you and the veterans and help them settle in.'],
      [
        'Initial community setup',
        'We help the new household agree on house rules, shared costs and how to raise problems.',
      ],
    ],
  }),
  plan({
    name: 'Ongoing Support',
    price: 149,
    period: 'per property per month',
    buttonText: 'Subscribe',
    buttonVariant: 'outline',
    popular: false,
    features: [
      [
        'Household community management',
        'Regular check-ins with the household keep shared living running smoothly.',
      ],
      [
        'Regulatory compliance monitoring',
        'We track inspection dates, voucher renewals and local rule changes that affect your property.',
      ],
      [
        'Conflict resolution support',
        'When housemates disagree, our team helps them work it out before it becomes a bigger problem.',
      ],
      [
        'Property optimization guidance',
        'Advice on layout, furnishing and upkeep that helps your property stay full and in good shape.',
      ],
    ],
  }),
];

export function findPricingPlan(name: string | null | undefined): PricingPlan | undefined {
  return name ? PRICING_PLANS.find((p) => p.name === name) : undefined;
}

/** The contact form's subject when you arrive from a paid plan's button. */
export function planContactSubject(plan: PricingPlan): string {
  return `${plan.name} plan`;
}

export type PlanButtonTarget = { kind: 'free'; path: string } | { kind: 'checkout'; path: string };

/**
 * What a plan's button does. Free plans open the page where the plan is used. We take no payments
 * online, so a paid plan goes to the contact form, where our team sets it up with you.
 */
export function planButtonTarget(plan: PricingPlan): PlanButtonTarget {
  if (plan.price === 0 && plan.freePlanPath) return { kind: 'free', path: plan.freePlanPath };
  return { kind: 'checkout', path: `${PAGE_PATHS.contact}?plan=${encodeURIComponent(plan.name)}` };
}
