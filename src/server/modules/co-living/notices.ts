import type { Database } from '@server/db/client';
import { coLivingHouseholds, coLivingMatches, properties } from '@server/db/schema';
import {
  defineNotice,
  messageRecipient,
  oneRecord,
  payloadId,
  recordsTogether,
} from '@server/modules/messages';
import { caseloadVeteranPage } from '@shared/contracts/caseload';
import { formatAddress } from '@shared/domain/address';
import { COMPATIBILITY_MATCHING_PROMISE, HOUSEHOLD_MAX_OCCUPANTS } from '@shared/domain/co-living/vocabulary';
import { VETERANS_CRISIS_LINE } from '@shared/domain/constants';
import * as PAGE_PATHS from '@shared/domain/page-paths';
import { eq } from 'drizzle-orm';
import { applicationReadersRecord, audienceOf, MY_PAGE_LINE, readerOf } from './readers';

export const CRISIS_LINE = `If you need help right now, call the ${VETERANS_CRISIS_LINE.name}: ${VETERANS_CRISIS_LINE.phone}.`;

/** The application's own readers, read beside a message whose recipient is the application. */
const messageApplication = (db: Database) => applicationReadersRecord(db, messageRecipient);

/**
 * The acknowledgement of a co-living application, to the veteran (with a one-time link to their page) and to
 * their case manager when there is one: the reference to quote and when matching begins. Never the veteran's
 * name, income or phone: the mail only says an application arrived.
 */
export const coLivingApplicationReceived = defineNotice(
  messageApplication,
  async (row, application, context) => {
    if (!application) return null;
    const audience = audienceOf(row);
    const signedIn = application.organizationId !== null;
    const reader = await readerOf(
      audience,
      application,
      signedIn
        ? { page: caseloadVeteranPage(application.veteranId), action: 'Open their caseload entry' }
        : { page: PAGE_PATHS.coLivingIntake, action: 'The co-living application' },
      context,
    );
    if (!reader) return null;
    const matching = `We begin compatibility matching ${COMPATIBILITY_MATCHING_PROMISE}, looking for a household of up to ${HOUSEHOLD_MAX_OCCUPANTS} veterans that fits the answers ${audience === 'member' ? 'in the application' : 'you gave'}.`;
    return {
      to: [reader.to],
      draft: {
        subject: `Co-living application received: ${application.reference}`,
        paragraphs:
          audience === 'member'
            ? [
                reader.hello,
                `We received your co-living application. Its reference is ${application.reference}: quote it when you contact us about it.`,
                matching,
                'When a household is proposed, we tell you here and you accept or decline it on your page.',
                MY_PAGE_LINE,
                CRISIS_LINE,
              ]
            : [
                reader.hello,
                `We received the co-living application you sent us. Its reference is ${application.reference}: quote it when you contact us about it.`,
                matching,
                'To change an answer, send the application again from this email address with the same veteran name and phone or email: we update this application and keep its reference.',
              ],
        page: reader.page,
        action: reader.action,
      },
    };
  },
);

/**
 * A household ended because its home was paused or filled: the member (on their page) and their case manager
 * learn why and that the application waits for another household. No housemate is named.
 */
export const coLivingHouseholdClosed = defineNotice(
  (db) =>
    recordsTogether({
      application: applicationReadersRecord(db, messageRecipient),
      closed: oneRecord(
        db
          .select({
            householdId: coLivingMatches.householdId,
            reason: coLivingHouseholds.endedReason,
            address: properties.address,
            city: properties.city,
          })
          .from(coLivingMatches)
          .innerJoin(coLivingHouseholds, eq(coLivingHouseholds.id, coLivingMatches.householdId))
          .innerJoin(properties, eq(properties.id, coLivingHouseholds.propertyId))
          .where(eq(coLivingMatches.id, payloadId('matchId'))),
      ),
    }),
  async (row, { application, closed }, context) => {
    if (!closed || !application) return null;
    const audience = audienceOf(row);
    const reader = await readerOf(
      audience,
      application,
      application.organizationId
        ? {
            page: PAGE_PATHS.pagePath(PAGE_PATHS.PAGE_PATTERNS.partnerHousehold, {
              householdId: closed.householdId,
            }),
            action: 'The household',
          }
        : { page: PAGE_PATHS.coLivingIntake, action: 'The co-living program' },
      context,
    );
    if (!reader) return null;
    const toMember = audience === 'member';
    const home = formatAddress({ address: closed.address, city: closed.city });
    return {
      to: [reader.to],
      draft: {
        subject: `Co-living household will not go ahead: ${application.reference}`,
        paragraphs: [
          reader.hello,
          `The co-living household we proposed ${toMember ? 'to you' : `for the applicant with reference ${application.reference}`} at ${home} will not go ahead. The reason: ${closed.reason ?? 'the home closed'}.`,
          `The application is back on the waiting list: the next household formation run looks for another household. Quote reference ${application.reference} when you contact us about it.`,
          ...(toMember ? [MY_PAGE_LINE] : []),
        ],
        page: reader.page,
        action: reader.action,
      },
    };
  },
);
