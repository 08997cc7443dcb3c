import { VA_PROPERTY_CHECKLIST_PATH } from '@shared/contracts/landlord-tools';
import { numberedChecklistPoints } from '@shared/domain/va-property-checklist';

/** 'Subscriber': comes with the Ongoing Support plan on /pricing (the one paid plan by the month). */
export type ResourceTier = 'Free' | 'Subscriber' | 'Partner';

export interface VaultResource {
  id: string;
  title: string;
  tier: ResourceTier;
  summary: string;
  sampleTitle: string;
  sample: string;
  features: string[];
  /** A resource anyone can take away now: the file's address and the link's words. */
  download?: { href: string; label: string };
}

/** Points 12 to 14 of the checklist, as the preview quotes them: "12. A working smoke alarm ... 13. ...". */
const checklistSample = numberedChecklistPoints()
  .filter((point) => point.number >= 12 && point.number <= 14)
  .map((point) => `${point.number}. ${point.text}`)
  .join(' ');

/** The four toolkit resources (spec 1, section 2: 47 points, 50+ city guides, 5 lease variants). */
export const VAULT_RESOURCES: readonly VaultResource[] = [
  {
    id: 'lease-templates',
    title: 'Lease Templates',
    tier: 'Subscriber',
    summary: 'Co-living leases written for households of veterans, ready to fill in.',
    sampleTitle: 'From the room-by-room lease',
    sample:
      'Each Tenant rents one private bedroom and shares the kitchen, living room and laundry. Rent for the ' +
      'bedroom is due on the 1st of each month. Where a Tenant holds a HUD-VASH voucher, the Housing ' +
      "Assistance Payment contract addendum is part of this lease, and the Tenant's share is the amount " +
      'stated by the public housing agency.',
    features: [
      '5 lease template variants: room-by-room, whole home, HUD-VASH, month-to-month and renewal',
      'HUD-VASH and VA benefits addendum',
      'House rules and shared-space agreement',
      'Move-in and move-out condition checklist',
    ],
  },
  {
    id: 'va-property-checklist',
    title: 'VA Property Checklist',
    tier: 'Free',
    summary: 'Everything to check before veterans move in, in one list.',
    sampleTitle: 'From the safety section',
    sample: checklistSample,
    features: [
      `Checklist of ${numberedChecklistPoints().length} points`,
      'Safety, accessibility and shared-space sections',
      'Notes on what HUD-VASH inspectors look for',
    ],
    download: { href: VA_PROPERTY_CHECKLIST_PATH, label: 'Download the checklist (PDF)' },
  },
  {
    id: 'hqs-inspection-guide',
    title: 'HQS Inspection Guide',
    tier: 'Subscriber',
    summary: 'Pass the Housing Quality Standards inspection the first time.',
    sampleTitle: 'From the common fail items',
    sample:
      'The most common reasons a home fails HQS: missing or painted-shut window locks, no GFCI outlet ' +
      'near water, peeling paint in homes built before 1978, missing handrails on stairs with four or more ' +
      'steps, and a water heater without a discharge line on its relief valve.',
    features: [
      'Room-by-room walk-through of the HQS items',
      'The common fail items and how to fix them',
      'What to have ready on inspection day',
    ],
  },
  {
    id: 'city-compliance-pack',
    title: 'City Compliance Pack',
    tier: 'Partner',
    summary: 'Local rules for shared housing, city by city.',
    sampleTitle: 'From a city guide',
    sample:
      'Before you rent rooms to unrelated adults, check three things with your city: the occupancy limit ' +
      'for unrelated people in one home, whether a rooming-house or rental registration is needed, and ' +
      'the parking rules for your street.',
    features: [
      '50+ city guides',
      'Occupancy limits for unrelated adults',
      'Rental registration and permit steps',
    ],
  },
];
