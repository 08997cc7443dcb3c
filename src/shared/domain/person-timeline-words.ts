import { destinationLabel, livingSituationLabel, RENTAL_SUBSIDIES } from './hmis-codes';
import type { OfferResult, PersonEventFacts, TransitionalProgramme } from './person-timeline';

const OFFER_RESULT_WORDS: Record<OfferResult, string> = {
  accepted: 'accepted',
  declined_by_veteran: 'declined by the veteran',
  declined_by_provider: 'declined by the landlord or provider',
};

const PROGRAMME_WORDS: Record<TransitionalProgramme, string> = {
  service_intensive: 'service-intensive transitional housing',
  grant_per_diem: 'Grant and Per Diem transitional housing',
  other: 'transitional housing',
};

/** Each programme as a choice in a form. */
export const programmeWords = (programme: TransitionalProgramme) =>
  programme === 'other'
    ? 'Other transitional housing'
    : `${PROGRAMME_WORDS[programme].charAt(0).toUpperCase()}${PROGRAMME_WORDS[programme].slice(1)}`;

const offerWords = (kind: 'match' | 'household') =>
  kind === 'household' ? 'a co-living household' : 'a home';

/** One event in plain words, as the timeline on a person's page reads it. */
export function personEventSentence(event: PersonEventFacts): string {
  switch (event.type) {
    case 'identified':
      return `Identified as homeless: ${livingSituationLabel(event.details.livingSituation).toLowerCase()}${
        event.details.homelessSince ? `, homeless since ${event.details.homelessSince}` : ''
      }`;
    case 'contacted':
      return event.details.livingSituation === null
        ? 'Contacted'
        : `Contacted: ${livingSituationLabel(event.details.livingSituation).toLowerCase()}`;
    case 'referred':
      return event.details.need ? `Referred for ${event.details.need}` : 'Referred to an organisation';
    case 'offered':
      return `Offered ${offerWords(event.details.offerKind)}`;
    case 'offer_decided':
      return `The offer of ${offerWords(event.details.offerKind)} was ${OFFER_RESULT_WORDS[event.details.result]}${
        event.details.reason ? ` (${event.details.reason})` : ''
      }`;
    case 'transitional_entered':
      return `Entered ${PROGRAMME_WORDS[event.details.programme]}`;
    case 'transitional_left':
      return 'Left transitional housing';
    case 'moved_in':
      return `Moved in${event.details.subsidy ? ` with a ${RENTAL_SUBSIDIES[event.details.subsidy].label}` : ''}`;
    case 'exited':
      return `Exited to: ${destinationLabel(event.details.destination).toLowerCase()}`;
    case 'inactive':
      return `Marked inactive: no contact for a while`;
    case 'returned':
      return event.details.from === 'from_housing'
        ? 'Returned to homelessness after housing'
        : 'Back in touch after a time without contact';
  }
}
