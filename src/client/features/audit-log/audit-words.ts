import type { AuditEvent } from '@shared/contracts/admin-oversight';

/**
 * What each audited action did, as the rest of a sentence after who did it (issue 37: the audit log reads as
 * sentences). `{…}` is where the record goes: its name when the server sends one, else the words in the braces,
 * which are also what the action filter lists ("Opened the contacts of a match").
 */
export const AUDIT_ACTION_WORDS: Record<string, string> = {
  'access.refused': 'was refused a page meant for {another account}',
  'account.deactivated': 'turned off the sign-in of {an account}',
  'account.invitation_accepted': 'accepted the invitation to {an account}',
  'account.link_refused': 'used an emailed link that no longer works',
  'account.password_reset': 'chose a new password',
  'account.password_reset_requested': 'asked for a password reset link',
  'account.reactivated': 'turned the sign-in of {an account} back on',
  'account.sign_in_link': 'signed in with an emailed link',
  'account.sign_in_link_requested': 'asked for an emailed sign-in link',
  'account.unlocked': 'unlocked {an account}',
  'accounts.read': 'read the list of sign-in accounts',
  'admin.create': 'created {an admin account}',
  'benchmarks.people_read': 'read the people behind the federal benchmarks',
  'co_living.application_received': 'applied for co-living',
  'co_living.formation_run': 'ran the co-living household grouping',
  'co_living.home_listed': 'listed {a co-living home}',
  'co_living.household_closed': 'closed {a co-living household}',
  'co_living.household_viewed': 'opened {a co-living household}',
  'co_living.households_read': 'read the list of co-living households',
  'co_living.match_advanced': 'moved {a co-living place} to its next step',
  'co_living.match_declined': 'declined {a co-living place}',
  'hmis.exported': 'exported the HMIS files',
  'hmis.imported': 'imported HMIS files',
  'housing_match.follow_up_recorded': 'recorded a follow-up on {a match}',
  'housing_match.landlord_answered': 'answered {a match} as its landlord',
  'housing_match.status_changed': 'moved {a match} to its next status',
  'housing_matches.run': 'ran the matching engine',
  'housing_request.sent': 'asked the housing team to find homes',
  'inbox.assigned': 'assigned {an inbox item}',
  'inbox.closed': 'closed {an inbox item}',
  'inbox.item_read': 'opened {an inbox item}',
  'inbox.landlord_invited': 'invited the landlord of {an inbox item}',
  'inbox.landlord_verified': 'verified the landlord of {an inbox item}',
  'inbox.listing_approved': 'approved the listing of {an inbox item}',
  'inbox.listing_declined': 'declined the listing of {an inbox item}',
  'inbox.noted': 'added a note to {an inbox item}',
  'inbox.organization_invited': 'invited the organization of {an inbox item}',
  'inbox.partner_application_approved': 'approved the housing partner application of {an inbox item}',
  'inbox.partner_application_declined': 'declined the housing partner application of {an inbox item}',
  'inbox.read': 'read the operations inbox',
  'inbox.replied': 'replied by email on {an inbox item}',
  'landlord.account_linked': 'linked earlier requests to {a landlord account}',
  'landlord.email_confirmed': 'confirmed the email of {a landlord account}',
  'landlord.invitation_sent': 'invited {a landlord}',
  'landlord.leads_adopted': 'took on earlier landlord leads',
  'landlord.listings_exported': 'exported their listings',
  'landlord.signup': 'signed up as a landlord',
  'landlord.signup_existing': 'tried to sign up with an email already on record',
  'landlord.verified': 'verified {a landlord}',
  'landlord_listings.read': 'read the landlord listings',
  'lead_flow.drill_down_read': 'opened the people behind a lead flow figure',
  'lead_flow.exported': 'exported the lead flow',
  'message.read': 'opened {a message}',
  'message.retry': 'sent {a message} again',
  'messages.read': 'read the list of messages',
  'my.access_opened': 'opened their own page',
  'my.access_refused': 'was refused their own page',
  'my.case_worker_link': 'sent {a veteran} a link to their own page',
  'my.contact_changed': 'changed how to reach them',
  'my.email_confirmed': 'confirmed their email',
  'my.request_withdrawn': 'withdrew {a request for a home}',
  'network_map.exported': 'exported the network map',
  'organization.continuum_changed': 'moved {an organization} to another Continuum of Care',
  'organization.create': 'added {an organization}',
  'organization.direct_referrals_changed': 'changed whether {an organization} takes referrals directly',
  'organization.invitation_accepted': 'accepted the invitation of {an organization}',
  'organization.invitation_sent': 'invited {an organization} to sign in',
  'organization.sign_in_deactivated': 'turned off the sign-in of {an organization}',
  'organization.sign_in_reactivated': 'turned the sign-in of {an organization} back on',
  'organization.tier_changed': 'changed the integration tier of {an organization}',
  'organization.unverified': 'took back the verification of {an organization}',
  'organization.verified': 'verified {an organization}',
  'partner.login': 'signed in as a partner organization',
  'partner.logout': 'signed out as a partner organization',
  'partner.profile.updated': 'edited the profile of {an organization}',
  'partner_application.approved': 'approved {a housing partner application}',
  'partner_application.declined': 'declined {a housing partner application}',
  'partner_application.received': 'applied to be a housing partner',
  'partner_application.repeated': 'applied again to be a housing partner',
  'person_event.recorded': 'recorded a step in the timeline of {a veteran}',
  'placement.recorded': 'recorded a move-in at {a home}',
  'properties.read': 'read the list of homes',
  'property.edited': 'edited {a home}',
  'property.listed': 'listed {a home}',
  'property.status_changed': 'changed the status of {a home}',
  'referral.created': 'referred {a veteran}',
  'referral.notes_edited': 'edited the notes of {a referral}',
  'referral.status_changed': 'moved {a referral} to its next status',
  'referrals.exported': 'exported their referrals',
  'report.exported': 'downloaded an impact report',
  'user.login': 'signed in',
  'user.logout': 'signed out',
  'veteran.contact_viewed': 'opened the contacts of {a match}',
  'veteran.duplicate_dismissed': 'marked {a veteran} and another person as different people',
  'veteran.merge_requested': 'asked to merge {a veteran} with another record',
  'veteran.merge_undone': 'undid the merge of {a veteran}',
  'veteran.merged': 'merged {a veteran} with another record',
  'veteran.updated': 'edited {a veteran}',
  'veteran.viewed': 'opened the record of {a veteran}',
  'veterans.read': 'read the list of veterans',
};

/** Who acted, when the server has no name for them. */
const NAMELESS_ACTORS: Record<string, string> = {
  admin: 'An admin',
  partner: 'A partner organization',
  landlord: 'A landlord',
  veteran: 'A veteran',
  anonymous: 'A visitor',
  system: 'The system',
};

const TEMPLATE_RECORD = /\{([^}]*)\}/;
/** What matchName (shared/domain/person-names) writes between the veteran and the street. */
const MATCH_NAME_SEPARATOR = ' · ';

/** The record by its name: a match "Dana R.'s match at 5944 Liberty Rd", anything else as the server names it. */
function recordWords(event: AuditEvent): string | null {
  if (!event.targetName) return null;
  if (event.targetType !== 'match') return event.targetName;
  const [person, street] = event.targetName.split(MATCH_NAME_SEPARATOR);
  return street ? `${person}'s match at ${street}` : `${person}'s match`;
}

const OUTCOME_WORDS: Record<string, string> = { failure: ' (it failed)', refused: ' (refused)' };

/** "Ana Ruiz opened the contacts of Dana R.'s match at 5944 Liberty Rd." */
export function auditSentence(event: AuditEvent): string {
  const actor = event.actorName ?? NAMELESS_ACTORS[event.actorType] ?? 'Someone';
  const template = AUDIT_ACTION_WORDS[event.action];
  const record = recordWords(event);
  const did = template
    ? template.replace(TEMPLATE_RECORD, (_all, generic: string) => record ?? generic)
    : `did "${event.action}"${record ? ` on ${record}` : ''}`;
  return `${actor} ${did}${OUTCOME_WORDS[event.outcome] ?? ''}.`;
}

/** The action filter's choices, in words: "Opened the contacts of a match". */
export const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_WORDS)
  .map(([value, words]) => {
    const label = words.replace(TEMPLATE_RECORD, (_all, generic: string) => generic);
    return { value, label: `${label[0]?.toUpperCase()}${label.slice(1)}` };
  })
  .sort((a, b) => a.label.localeCompare(b.label));

/** The record type filter's choices, in words. */
export const RECORD_TYPE_OPTIONS = [
  { value: 'match', label: 'A match (a veteran and a home)' },
  { value: 'veteran', label: 'A veteran' },
  { value: 'property', label: 'A home' },
  { value: 'organization', label: 'An organization' },
  { value: 'referral', label: 'A referral' },
  { value: 'placement', label: 'A move-in' },
  { value: 'landlord', label: 'A landlord' },
  { value: 'user', label: 'A sign-in account' },
  { value: 'inbox_item', label: 'An inbox item' },
  { value: 'message', label: 'A message' },
  { value: 'partner_application', label: 'A housing partner application' },
  { value: 'possible_duplicate', label: 'Possible duplicate people' },
  { value: 'co_living_application', label: 'A co-living application' },
  { value: 'co_living_household', label: 'A co-living household' },
  { value: 'co_living_match', label: 'A co-living place' },
  { value: 'intake_batch', label: 'A request to find homes' },
  { value: 'continuum', label: 'A Continuum of Care' },
];
