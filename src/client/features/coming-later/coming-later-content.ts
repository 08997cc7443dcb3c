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
