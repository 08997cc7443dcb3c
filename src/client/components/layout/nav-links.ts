export interface NavLink {
  href: string;
  label: string;
}

/** Spec 1, section 2: the top navigation, and Contact: every public page reaches a person from its navigation. */
export const MAIN_NAV: readonly NavLink[] = [
  { href: '/landlords', label: 'For Landlords' },
  { href: '/veterans', label: 'For Veterans' },
  { href: '/directory', label: 'Our Network' },
  { href: '/support', label: 'Support' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/contact', label: 'Contact' },
];

export interface FooterGroup {
  heading: string;
  links: readonly NavLink[];
}

/** Spec 1, section 2: every footer link, grouped by audience. */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    heading: 'For landlords',
    links: [
      { href: '/landlords', label: 'List Property' },
      { href: '/income-calculator', label: 'Income Calculator' },
      { href: '/legal-resources', label: 'Legal Resources' },
      { href: '/success-stories', label: 'Success Stories' },
      { href: '/landlord/login', label: 'Landlord Login' },
    ],
  },
  {
    heading: 'For veterans',
    links: [
      { href: '/veterans', label: 'Find Housing' },
      { href: '/benefits-guide', label: 'Benefits Guide' },
      { href: '/community', label: 'Community' },
    ],
  },
  {
    heading: 'For partners',
    links: [
      { href: '/support', label: 'Support Organizations' },
      { href: '/directory', label: 'Our Network' },
      { href: '/housing-partners', label: 'Become a Housing Partner' },
      { href: '/partner/login', label: 'Partner Login' },
      { href: '/admin/login', label: 'Admin Login' },
    ],
  },
  {
    heading: 'Help',
    links: [
      { href: '/help', label: 'Help Center' },
      { href: '/contact', label: 'Contact Us' },
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms of Service' },
    ],
  },
];

export const ROLE_SELECTION_ID = 'role-selection';
