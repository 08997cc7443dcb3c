import { type Database, withTransaction } from '@server/db/client';
import { decideHouseholdProposal } from '@server/modules/co-living';
import { decideOffer, NOT_YOURS_MESSAGE, withdrawMatchRequest } from '@server/modules/housing-matches';
import { queueMessage } from '@server/modules/messages';
import {
  changeVeteranContact,
  createVeteranLink,
  mintVeteranLinkToken,
  selectOrganizationVeteran,
  takeVeteranLink,
} from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import type { PartnerPrincipal, VeteranPrincipal } from '@server/plugins/auth';
import { HttpError, notFound } from '@server/plugins/error-handler';
import type { HouseholdDecision, MyContactInput, OfferDecision } from '@shared/contracts/my';
import { MY_LINK_INVALID_MESSAGE } from '@shared/contracts/my';

/** A 'subjects' session acts only on what it was opened for; the whole person's session on all of theirs. */
function mayActOn(who: VeteranPrincipal, subjectId: string) {
  if (who.scope !== 'person' && !who.subjectIds.includes(subjectId)) throw notFound(NOT_YOURS_MESSAGE);
}

export async function withdrawRequest(db: Database, who: VeteranPrincipal, matchId: string) {
  mayActOn(who, matchId);
  await withTransaction(db, (tx) => withdrawMatchRequest(tx, matchId, who.veteranId));
}

export async function decideOnOffer(
  db: Database,
  who: VeteranPrincipal,
  matchId: string,
  decision: OfferDecision,
) {
  mayActOn(who, matchId);
  await withTransaction(db, (tx) => decideOffer(tx, matchId, who.veteranId, decision));
}

/**
 * The member's answer to a household proposed to them: through the co-living write path, which allows only their
 * own proposal, and with a 'subjects' session only one of the applications it was opened for.
 */
export async function decideOnHousehold(
  db: Database,
  who: VeteranPrincipal,
  matchId: string,
  decision: HouseholdDecision,
  ip: string,
) {
  await decideHouseholdProposal(
    db,
    matchId,
    { veteranId: who.veteranId, applicationIds: who.scope === 'person' ? null : who.subjectIds, ip },
    decision,
  );
}

export const WHOLE_PERSON_ONLY_MESSAGE =
  'Only the person’s own page can change how to reach them. Open the link from a message to your own email, or ask your case worker.';

/** A phone changes at once; a new email is used only once the link sent to it is opened. */
export async function changeContact(db: Database, who: VeteranPrincipal, change: MyContactInput) {
  if (who.scope !== 'person') throw new HttpError(403, WHOLE_PERSON_ONLY_MESSAGE);
  return withTransaction(db, async (tx) => {
    if (change.phone !== undefined) await changeVeteranContact(tx, who.veteranId, { phone: change.phone });
    let confirmLinkId: string | null = null;
    if (change.email !== undefined) {
      confirmLinkId = await createVeteranLink(tx, {
        veteranId: who.veteranId,
        purpose: 'confirm_email',
        sentTo: change.email,
        subjectId: null,
      });
      // the link goes to the new address only (the notice mints its token as it is sent)
      await queueMessage(tx, {
        kind: 'my.confirm_email',
        recipientId: who.veteranId,
        payload: { linkId: confirmLinkId },
      });
    }
    await recordAudit(tx, {
      action: 'my.contact_changed',
      actorType: 'veteran',
      actorId: who.veteranId,
      targetType: 'veteran',
      targetId: who.veteranId,
      details: { phone: change.phone !== undefined, emailPending: change.email !== undefined },
    });
    return { confirmLinkId };
  });
}

/** The new email's link was opened: the address is the person's own from now on. */
export async function confirmEmail(db: Database, token: string) {
  await withTransaction(db, async (tx) => {
    const link = await takeVeteranLink(tx, token, 'confirm_email');
    if (!link) throw new HttpError(400, MY_LINK_INVALID_MESSAGE);
    await changeVeteranContact(tx, link.veteranId, { email: link.sentTo });
    await recordAudit(tx, {
      action: 'my.email_confirmed',
      actorType: 'veteran',
      actorId: link.veteranId,
      targetType: 'veteran',
      targetId: link.veteranId,
    });
  });
}

/** How long a link the case worker opens with the veteran works: they are sitting together. */
const CASE_WORKER_LINK_MS = 60 * 60_000;

/**
 * The case worker of the organisation that owns the person opens the veteran's page with them: a one-time link
 * to the whole person, shown once to the case worker (not sent), valid for an hour.
 */
export async function caseWorkerLink(
  db: Database,
  partner: PartnerPrincipal,
  veteranId: string,
  publicUrl: string,
) {
  return withTransaction(db, async (tx) => {
    const own = await selectOrganizationVeteran(tx, veteranId, partner.organizationId);
    if (!own) throw notFound('Veteran not found');
    const linkId = await createVeteranLink(tx, {
      veteranId,
      purpose: 'access',
      sentTo: own.email ?? 'case worker',
      subjectId: null,
      validForMs: CASE_WORKER_LINK_MS,
      vouched: true,
    });
    const token = await mintVeteranLinkToken(tx, linkId);
    if (!token) throw new Error('a new link could not be minted');
    await recordAudit(tx, {
      action: 'my.case_worker_link',
      actorType: 'partner',
      actorId: partner.organizationId,
      targetType: 'veteran',
      targetId: veteranId,
    });
    return {
      link: `${publicUrl.replace(/\/$/, '')}/my?token=${token}`,
      expiresAt: new Date(Date.now() + CASE_WORKER_LINK_MS).toISOString(),
    };
  });
}
