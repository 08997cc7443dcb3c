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
