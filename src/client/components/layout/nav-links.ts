import * as PAGE_PATHS from '@shared/domain/page-paths';
export interface NavLink {
  href: string;
  label: string;
}

/** Spec 1, section 2: the top navigation, and Contact: every public page reaches a person from its navigation. */
export const MAIN_NAV: readonly NavLink[] = [
  { href: PAGE_PATHS.landlords, label: 'For Landlords' },
  { href: PAGE_PATHS.veterans, label: 'For Veterans' },
  { href: PAGE_PATHS.directory, label: 'Our Network' },
  { href: PAGE_PATHS.support, label: 'Support' },
  { href: PAGE_PATHS.pricing, label: 'Pricing' },
  { href: PAGE_PATHS.contact, label: 'Contact' },
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
      { href: PAGE_PATHS.landlords, label: 'List Property' },
      { href: PAGE_PATHS.incomeCalculator, label: 'Income Calculator' },
      { href: PAGE_PATHS.legalResources, label: 'Legal Resources' },
      { href: PAGE_PATHS.successStories, label: 'Success Stories' },
      { href: PAGE_PATHS.landlordLogin, label: 'Landlord Login' },
    ],
  },
  {
    heading: 'For veterans',
    links: [
      { href: PAGE_PATHS.veterans, label: 'Find Housing' },
      { href: PAGE_PATHS.benefitsGuide, label: 'Benefits Guide' },
      { href: PAGE_PATHS.community, label: 'Community' },
    ],
  },
  {
    heading: 'For partners',
    links: [
      { href: PAGE_PATHS.support, label: 'Support Organizations' },
      { href: PAGE_PATHS.directory, label: 'Our Network' },
      { href: PAGE_PATHS.housingPartners, label: 'Become a Housing Partner' },
      { href: PAGE_PATHS.partnerLogin, label: 'Partner Login' },
      { href: PAGE_PATHS.adminLogin, label: 'Admin Login' },
    ],
  },
  {
    heading: 'Help',
    links: [
      { href: PAGE_PATHS.help, label: 'Help Center' },
      { href: PAGE_PATHS.contact, label: 'Contact Us' },
      { href: PAGE_PATHS.privacy, label: 'Privacy Policy' },
      { href: PAGE_PATHS.terms, label: 'Terms of Service' },
    ],
  },
];

export const ROLE_SELECTION_ID = 'role-selection';
