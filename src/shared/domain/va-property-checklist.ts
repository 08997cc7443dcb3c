/**
 * The free VA Property Checklist (spec 1: "checklist of 47 points"): what to check before veterans move in. The
 * toolkit's preview quotes it and GET /api/resources/va-property-checklist.pdf prints it, so both say the same.
 * Points are numbered across the sections, 1 to 47.
 */
export interface ChecklistSection {
  title: string;
  points: readonly string[];
}

export const VA_PROPERTY_CHECKLIST_TITLE = 'VA Property Checklist';
export const VA_PROPERTY_CHECKLIST_FILENAME = 'va-property-checklist.pdf';

export const VA_PROPERTY_CHECKLIST: readonly ChecklistSection[] = [
  {
    title: 'Outside and entry',
    points: [
      'The house number can be read from the street, day and night.',
      'The path from the street or parking to the door is firm, even and lit at night.',
      'Every outside door locks with a deadbolt, and each tenant gets a key.',
      'Steps with four or more risers have a handrail.',
      'The roof, gutters and downspouts keep water out of the home.',
      'No broken glass, loose siding or peeling paint outside (test for lead in homes built before 1978).',
    ],
  },
  {
    title: 'Safety',
    points: [
      'Every window that opens has a working lock.',
      'Stairs inside have a handrail and lights switched at the top and the bottom.',
      'No exposed wiring, missing cover plates or overloaded extension cords.',
      'Outlets near water (kitchen, bathrooms, laundry, outside) are GFCI protected.',
      'The electrical panel is labelled and can be reached.',
      'A working smoke alarm on every level and outside each sleeping area.',
      'A carbon monoxide alarm near bedrooms if the home has gas appliances or an attached garage.',
      'Every bedroom has a window that opens, for a second way out.',
      'A fire extinguisher in the kitchen, with its gauge in the green.',
      'The water heater has a discharge line on its relief valve.',
      'Gas appliances are vented outside and were serviced in the last year.',
      'An emergency sheet by the door: 911, the Veterans Crisis Line (988, then press 1) and your number.',
    ],
  },
  {
    title: 'Accessibility',
    points: [
      'At least one entrance without steps, or a ramp no steeper than 1 in 12.',
      'Doorways on the main floor are at least 32 inches clear.',
      'A bedroom and a full bathroom on the entry level, for a veteran who cannot use stairs.',
      'Grab bars by the toilet and in the shower or tub, or blocking in the walls to add them.',
      'Lever door handles and faucets, which work without a tight grip.',
      'Light switches and thermostats no higher than 48 inches.',
      'Smoke alarms with a strobe or a bed shaker available for a veteran with hearing loss.',
      'No loose rugs or raised thresholds on the way from the bedroom to the bathroom.',
    ],
  },
  {
    title: 'Bedrooms',
    points: [
      'Every veteran has a private bedroom with a door that locks from the inside.',
      'Each bedroom has at least 70 square feet and a ceiling light or a switched outlet.',
      'Each bedroom has heat, a window for air and light, and two outlets.',
      'A closet or a wardrobe in every bedroom.',
      'Bedrooms are free of mould, damp and pests.',
    ],
  },
  {
    title: 'Kitchen and bathrooms',
    points: [
      'A working stove and oven, and a refrigerator that holds 40°F or colder.',
      'Enough fridge and cupboard space for each tenant to have their own shelf.',
      'A kitchen sink with hot and cold water and a drain that runs freely.',
      'At least one full bathroom for every three veterans.',
      'Each bathroom has a fan or a window that opens.',
      'Toilets, sinks, showers and tubs work and do not leak.',
      'Caulk and grout are sound around the tub, shower and sink.',
    ],
  },
  {
    title: 'Heat, water and power',
    points: [
      'The heating keeps every room at 68°F or warmer in winter.',
      'Hot water reaches every tap, set at 120°F to prevent scalds.',
      'The water supply is safe to drink (a recent test if the home is on a well).',
      'Utilities are on and in your name, or the lease says who pays each one.',
      'Internet service is available, so veterans can reach telehealth and the VA.',
    ],
  },
  {
    title: 'Shared spaces and house rules',
    points: [
      'A shared living room and kitchen with seating for every tenant.',
      'Written house rules: quiet hours, guests, chores, smoking and pets.',
    ],
  },
  {
    title: 'HUD-VASH and VA paperwork',
    points: [
      'The home is ready for the Housing Quality Standards (HQS) inspection the housing agency will do.',
      'Your lease, the HUD tenancy addendum and a W-9 are ready for the housing agency.',
    ],
  },
];

/** Every point with its number, in order: 1 to 47. */
export function numberedChecklistPoints(): { number: number; section: string; text: string }[] {
  let number = 0;
  return VA_PROPERTY_CHECKLIST.flatMap((section) =>
    section.points.map((text) => {
      number += 1;
      return { number, section: section.title, text };
    }),
  );
}
