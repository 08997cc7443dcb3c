export interface ComingLaterContent {
  title: string;
  /** One or two plain sentences: what this part of the product will do. */
  summary: string;
  /** What you'll be able to do here. */
  features: readonly string[];
  /** Where to go today instead. */
  meanwhile?: { href: string; label: string; text: string };
}

export const COMING_LATER = {
  directory: {
    title: 'Our Network',
    summary:
      'This page will show the network of 150+ veteran service organizations and housing specialists in 40 states that work with us.',
    features: [
      'Search for organizations by city and state, or by ZIP code',
      'See housing, mental health, legal aid and emergency resources',
      'Refer a veteran to an organization through our platform',
    ],
    meanwhile: {
      href: '/support',
      label: 'Go to Support Organizations',
      text: 'Help veterans find housing now.',
    },
  },
  'veteran-intake': {
    title: 'Veteran Housing Profile',
    summary: 'This form will let you tell us about your housing needs so we can match you with homes.',
    features: [
      'Share your ZIP code, budget and benefits, like a HUD-VASH voucher',
      'Tell us about accessibility needs, pets and how soon you need to move',
      'Get matched with available properties',
    ],
    meanwhile: {
      href: '/veterans',
      label: 'Start your housing assessment',
      text: 'You can find housing matches now.',
    },
  },
  'co-living-intake': {
    title: 'Co-Living Application',
    summary:
      'This application will let you apply to share a home with two other veterans. You need a stable income of $2,000 or more a month from benefits.',
    features: [
      'Give your contact information',
      'Verify your income from VA disability and other benefits',
      'Tell us about your service background and what kind of housemate you are',
      'Choose your housing preferences',
    ],
    meanwhile: { href: '/veterans', label: 'Go to For Veterans', text: 'Explore your housing options now.' },
  },
  'landlord-listing': {
    title: 'List Your Property',
    summary: 'This form will let you list a property for veterans, with rent, rooms and features.',
    features: [
      'Add the address, rent and number of bedrooms',
      'Say if you accept housing vouchers, allow pets or offer accessible units',
      'Get matched with veterans who fit your property',
    ],
    meanwhile: {
      href: '/landlords',
      label: 'Go to For Landlords',
      text: 'You can assess and list a property now.',
    },
  },
  'housing-dashboard': {
    title: 'Housing Matching Dashboard',
    summary: 'This dashboard will help our team match veterans with available properties.',
    features: [
      'See unmatched veterans, available properties and pending matches',
      'Run the matching engine and see why each match was made',
      'Track successful placements',
    ],
  },
  'lead-flow-dashboard': {
    title: 'Lead Flow Dashboard',
    summary: 'This dashboard will show how landlords and veterans move from sign-up to a home.',
    features: [
      'Follow the landlord and veteran pipelines step by step',
      'Filter by time period and landlord tier',
      'See conversion rates at each step',
    ],
  },
  'partner-internal': {
    title: 'Partner Organization Page',
    summary: 'This page will show a partner organization its placements and impact.',
    features: ['Record new placements', 'See your placement tier', 'Download your impact report'],
  },
  'partner-profile': {
    title: 'Partner Profile',
    summary: 'This page will show a partner organization’s public profile.',
    features: [
      'See the services the organization offers',
      'See how many veterans it has helped',
      'Refer a veteran to the organization',
    ],
    meanwhile: {
      href: '/support',
      label: 'Go to Support Organizations',
      text: 'Help a veteran find housing now.',
    },
  },
  'housing-partners': {
    title: 'Become a Housing Partner',
    summary: 'This page will let housing professionals apply to join our network.',
    features: [
      'Learn how partnering with us works',
      'Apply to offer housing to veterans',
      'Hear back from our team about next steps',
    ],
    meanwhile: { href: '/contact', label: 'Contact us', text: 'Want to partner now? Send us a message.' },
  },
} as const satisfies Record<string, ComingLaterContent>;

export type ComingLaterFeature = keyof typeof COMING_LATER;
