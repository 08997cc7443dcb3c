import { HOMELESS_VETERANS_HOTLINE } from './constants';

/**
 * The veteran page's 'Benefits Navigator': a housing benefits guide built from two answers.
 *
 * Who you are decides which programs you can use:
 *   - active duty: Basic Allowance for Housing (BAH), the GI Bill (no housing allowance while serving),
 *     the VA home loan, and TAP when you plan to leave. HUD-VASH and SSVF need veteran status, so never.
 *   - transitioning: TAP, BAH until separation, disability compensation (file 180-90 days before you
 *     leave), the GI Bill housing allowance and the VA home loan.
 *   - veteran: HUD-VASH, SSVF, the GI Bill housing allowance, disability compensation, the VA home loan.
 * How much of your benefits you use decides the advice within them:
 *   - none: you may have full entitlement (up to 36 months of GI Bill) and unclaimed compensation;
 *   - some: check what is left before you plan around it;
 *   - maxed: the GI Bill is used up, so it points elsewhere (VR&E for veterans and transitioning members,
 *     free financial counseling for active duty) and puts the programs that use no entitlement first.
 * The checklist is every document the recommended programs ask for, plus the homeless veterans hotline.
 */
export const SERVICE_STATUSES = ['active', 'veteran', 'transitioning'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  active: 'Active duty',
  veteran: 'Veteran',
  transitioning: 'Transitioning out of the military',
};

export const BENEFITS_USE_LEVELS = ['none', 'some', 'maxed'] as const;
export type BenefitsUse = (typeof BENEFITS_USE_LEVELS)[number];
export const BENEFITS_USE_LABELS: Record<BenefitsUse, string> = {
  none: "None yet: I haven't used my benefits",
  some: "Some: I've used part of my benefits",
  maxed: "Maxed out: I've used up my GI Bill or other benefits",
};

export interface BenefitRecommendation {
  program: string;
  why: string;
  nextSteps: string[];
}

export interface BenefitsGuide {
  headline: string;
  recommendations: BenefitRecommendation[];
  checklist: string[];
}

interface Program extends BenefitRecommendation {
  documents: string[];
}

const HOTLINE = `${HOMELESS_VETERANS_HOTLINE.name}: ${HOMELESS_VETERANS_HOTLINE.phone} (free, 24/7)`;
const DD214 = 'DD-214 (Certificate of Release or Discharge from Active Duty)';
const PHOTO_ID = 'Photo ID';

const HEADLINE_START: Record<ServiceStatus, string> = {
  active: 'On active duty',
  transitioning: 'As you leave the military',
  veteran: 'As a veteran',
};
const HEADLINE_END: Record<BenefitsUse, string> = {
  none: "you likely have housing benefits you haven't used yet. Start with these.",
  some: "you still have benefits left. Here's how to get the most from them.",
  maxed: 'your main benefits are used up, but these programs can still help with housing.',
};

const hudVash = (use: BenefitsUse): Program => ({
  program: 'HUD-VASH (HUD-VA Supportive Housing)',
  why:
    'HUD-VASH pairs a HUD Housing Choice Voucher, which pays part of your rent, with a VA case manager. ' +
    "It is for veterans experiencing homelessness who can get VA health care. If you're at risk of losing " +
    'your home, SSVF can help sooner.' +
    (use === 'maxed' ? " A voucher doesn't use up any GI Bill or other VA entitlement." : ''),
  nextSteps: [
    'Contact the homeless program at your nearest VA medical center and ask for a HUD-VASH screening.',
    `Or call the ${HOMELESS_VETERANS_HOTLINE.name} at ${HOMELESS_VETERANS_HOTLINE.phone} to be connected.`,
    'With a voucher, rent from a landlord who accepts it: look for the Benefit Help badge.',
  ],
  documents: [DD214, 'Social Security card or number', 'Proof of income (benefit award letters, pay stubs)'],
});

const ssvf = (use: BenefitsUse): Program => ({
  program: 'SSVF (Supportive Services for Veteran Families)',
  why:
    'SSVF gives grants to local nonprofits that help very low-income veteran families keep or find a home: ' +
    'rapid rehousing if you are homeless, homelessness prevention if you are about to lose your home, and ' +
    'short-term help with rent, deposits and utilities.' +
    (use === 'none' ? ' You do not need to be using other VA benefits to get it.' : ''),
  nextSteps: [
    'Find the SSVF provider for your county on VA.gov (search "SSVF provider locations").',
    `Or call ${HOMELESS_VETERANS_HOTLINE.phone} and ask for SSVF.`,
  ],
  documents: [
    'Proof of income for everyone in your household',
    'Your lease or eviction notice, if you have one',
  ],
});

const giBillHousing = (status: ServiceStatus, use: BenefitsUse): Program => {
  const left =
    use === 'none'
      ? 'You may have the full 36 months of entitlement.'
      : 'You have entitlement left: check how many months and days before you plan around it.';
  const why =
    status === 'active'
      ? 'On active duty the GI Bill can pay tuition, but the housing allowance starts only after you leave; your BAH covers housing until then. ' +
        (use === 'none' ? 'Saving your entitlement keeps the full allowance for later.' : left)
      : 'While you study more than half-time, the Post-9/11 GI Bill pays a monthly housing allowance based on ' +
        `housing costs near your school (online-only study pays half the national average). ${left}`;
  return {
    program: 'Post-9/11 GI Bill Monthly Housing Allowance',
    why,
    nextSteps: [
      'Download your GI Bill Statement of Benefits on VA.gov to see your remaining months.',
      use === 'none'
        ? 'Apply for education benefits on VA.gov (VA Form 22-1990).'
        : "Ask your school's certifying official to certify your next term so payments continue.",
    ],
    documents: [
      'GI Bill Statement of Benefits (shows months left)',
      'School acceptance or enrollment letter',
    ],
  };
};

const vocationalRehab: Program = {
  program: 'VR&E (Veteran Readiness and Employment)',
  why:
    'Your GI Bill is used up. If you have a VA disability rating, VR&E can pay for training and a monthly ' +
    'subsistence allowance that helps with rent, and it does not depend on GI Bill entitlement.',
  nextSteps: ['Apply on VA.gov (VA Form 28-1900).', 'Meet your VR&E counselor to build a plan.'],
  documents: ['VA disability rating decision letter'],
};

const disabilityComp = (status: ServiceStatus, use: BenefitsUse): Program => ({
  program: 'VA disability compensation',
  why:
    'A tax-free monthly payment if an illness or injury was caused or made worse by your service. It counts ' +
    'as steady income when you rent.' +
    (status === 'transitioning'
      ? ' Filing 180 to 90 days before you leave (Benefits Delivery at Discharge) can start payments soon after.'
      : use === 'none'
        ? ' If you have never filed, you may be missing a payment you earned.'
        : ' If your condition has gotten worse, you can ask for a higher rating.'),
  nextSteps: [
    use === 'none' || status === 'transitioning'
      ? 'File a claim on VA.gov (VA Form 21-526EZ).'
      : 'File for an increase on VA.gov (VA Form 21-526EZ).',
    'Get free help from an accredited Veterans Service Organization representative.',
  ],
  documents: ['Service treatment records and medical records'],
});

const homeLoan = (status: ServiceStatus): Program => ({
  program: 'VA Home Loan Guaranty',
  why:
    'The VA backs part of a loan from a private lender, so you can often buy a home with no down payment ' +
    'and no private mortgage insurance.',
  nextSteps: [
    'Request your Certificate of Eligibility (COE) on VA.gov.',
    'Compare offers from at least two lenders that make VA loans.',
  ],
  documents: [
    'Certificate of Eligibility (COE) for a VA home loan',
    status === 'active' ? 'Statement of service signed by your commander' : DD214,
  ],
});

const bah = (status: ServiceStatus): Program => ({
  program: 'DoD Basic Allowance for Housing (BAH)',
  why:
    status === 'active'
      ? 'BAH pays for housing off base, based on your duty station ZIP code, pay grade and dependents.'
      : 'Your BAH stops when you separate. Budget for full rent from your first month out.',
  nextSteps: [
    status === 'active'
      ? 'Look up your rate with the DoD BAH calculator on the Defense Travel Management Office site.'
      : 'Compare your BAH with the rent you expect after you leave, and close the gap before your last paycheck.',
  ],
  documents: ['Your latest Leave and Earnings Statement (LES)'],
});

const tap = (status: ServiceStatus): Program => ({
  program: 'Transition Assistance Program (TAP)',
  why:
    status === 'active'
      ? 'When you decide to leave, TAP helps you plan housing, jobs and VA benefits. Start it at least a year ahead.'
      : 'TAP covers housing, money, jobs and VA benefits after service. It is required, and the earlier the better.',
  nextSteps: [
    'Schedule TAP counseling with your installation transition office at least 365 days before separation.',
    'Ask for a VA benefits briefing and help with your housing plan.',
  ],
  documents: ['Your separation orders'],
});

const financialCounseling: Program = {
  program: 'Military OneSource financial counseling',
  why: 'Your GI Bill is used up. Free, confidential financial counseling can help you plan rent and savings.',
  nextSteps: ['Call Military OneSource at 800-342-9647 or visit militaryonesource.mil.'],
  documents: [],
};

function programsFor(status: ServiceStatus, use: BenefitsUse): Program[] {
  const education = use === 'maxed' ? vocationalRehab : giBillHousing(status, use);
  switch (status) {
    case 'active':
      return [
        bah(status),
        ...(use === 'maxed' ? [financialCounseling] : [giBillHousing(status, use)]),
        homeLoan(status),
        tap(status),
      ];
    case 'transitioning':
      return [tap(status), bah(status), disabilityComp(status, use), education, homeLoan(status)];
    case 'veteran':
      return use === 'maxed'
        ? [ssvf(use), hudVash(use), disabilityComp(status, use), education, homeLoan(status)]
        : [hudVash(use), ssvf(use), education, disabilityComp(status, use), homeLoan(status)];
  }
}

export function buildBenefitsGuide(status: ServiceStatus, use: BenefitsUse): BenefitsGuide {
  const programs = programsFor(status, use);
  const documents = programs.flatMap((program) => program.documents);
  return {
    headline: `${HEADLINE_START[status]}, ${HEADLINE_END[use]}`,
    recommendations: programs.map(({ program, why, nextSteps }) => ({ program, why, nextSteps })),
    checklist: [...new Set([PHOTO_ID, ...documents]), `Save this number: ${HOTLINE}`],
  };
}
