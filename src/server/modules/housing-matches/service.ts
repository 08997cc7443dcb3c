import { type Database, withTransaction } from '@server/db/client';
import { closeInboxItemsFor } from '@server/modules/inbox';
import { personStatusesOf, selectPersonStatuses, statusIn } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import type { UserPrincipal } from '@server/plugins/auth';
import { HttpError, notFound } from '@server/plugins/error-handler';
import type {
  HousingMatchView,
  HousingPropertyView,
  HousingVeteranView,
  ZMatchStatusUpdate,
} from '@shared/contracts/housing';
import type {
  HousingMatchListQuery,
  HousingPropertyListQuery,
  HousingVeteranListQuery,
} from '@shared/contracts/housing-dashboard';
import {
  canMoveHousingMatch,
  HOUSING_MATCH_STATUS_LABELS,
  type HousingMatchStatus,
} from '@shared/domain/housing-match-status';
import { isMatchedStatus } from '@shared/domain/housing-queue-status';
import type { z } from 'zod';
import { runMatchingEngine } from './engine-run';
import {
  housingQueueIds,
  selectHousingMatches,
  selectHousingProperties,
  selectHousingVeterans,
} from './lists-repo';
import { appendMatchDecision } from './match-events';
import { type MatchStep, tellMatchStep } from './match-steps';
import { occupyHome } from './placement';
import { lockMatch, selectHousingMatch, updateMatch } from './repo';
import { toHousingMatchView, toHousingPropertyView, toHousingVeteranView } from './views';

export const MATCH_NOT_FOUND = 'Match not found';

type Listed<T> = { items: T[]; total: number };

/** What an audited list read was filtered by: never the search text itself (it may be a veteran's name). */
const filtersOf = (query: { status?: string; search?: string; sort?: string }) => ({
  ...(query.status ? { status: query.status } : {}),
  ...(query.sort ? { sort: query.sort } : {}),
  ...(query.search ? { searched: true } : {}),
});

/** Admins: every veteran of the queue (the read is audited); a partner: only its own veterans. */
export async function listHousingVeterans(
  db: Database,
  reader: { admin: UserPrincipal } | { organizationId: string },
  query: HousingVeteranListQuery,
): Promise<Listed<HousingVeteranView>> {
  const organizationId = 'organizationId' in reader ? reader.organizationId : undefined;
  // matched or unmatched comes from each person's status: a filter reads the whole queue's, a page its own
  const queue = query.status ? await selectPersonStatuses(db, housingQueueIds(db, organizationId)) : null;
  const matchedIds = queue
    ? [...queue].filter(([, status]) => isMatchedStatus(status)).map(([id]) => id)
    : [];
  const { rows, total } = await selectHousingVeterans(db, query, organizationId, matchedIds);
  const statuses =
    queue ??
    (await personStatusesOf(
      db,
      rows.map((row) => row.id),
    ));
  const items = rows.map((row) => toHousingVeteranView(row, statusIn(statuses, row.id)));
  if ('organizationId' in reader) return { items, total };
  await recordAudit(db, {
    action: 'veterans.read',
    actorType: 'admin',
    actorId: reader.admin.id,
    targetType: 'veteran',
    details: { view: 'housing-queue', count: rows.length, offset: query.offset, ...filtersOf(query) },
  });
  return { items, total };
}

export async function listHousingProperties(
  db: Database,
  query: HousingPropertyListQuery,
): Promise<Listed<HousingPropertyView>> {
  const { rows, total } = await selectHousingProperties(db, query);
  return { items: rows.map(toHousingPropertyView), total };
}

/**
 * Matches carry veterans' names: the admin's read is audited. `stalled` lists only the open matches with no
 * step for MATCH_STALLED_DAYS, longest stalled first; each match's stalled days are counted at `now`.
 */
export async function listHousingMatches(
  db: Database,
  admin: UserPrincipal,
  query: HousingMatchListQuery,
  now = new Date(),
): Promise<Listed<HousingMatchView>> {
  const { rows, total } = await selectHousingMatches(db, query, query.stalled ? { stalledAt: now } : {});
  await recordAudit(db, {
    action: 'veterans.read',
    actorType: 'admin',
    actorId: admin.id,
    targetType: 'match',
    details: {
      view: query.stalled ? 'stalled-matches' : 'housing-matches',
      count: rows.length,
      offset: query.offset,
      ...filtersOf(query),
    },
  });
  return { items: rows.map((row) => toHousingMatchView(row, now)), total };
}

/** What the people of a match are told when the housing team moves it (contacted is the team's own step). */
const STEP_OF: Partial<Record<HousingMatchStatus, MatchStep>> = {
  approved: 'approved',
  declined: 'declined',
  placed: 'placed',
};

const STAMP: Record<
  Exclude<HousingMatchStatus, 'pending'>,
  'contactedAt' | 'approvedAt' | 'placedAt' | 'declinedAt'
> = {
  contacted: 'contactedAt',
  approved: 'approvedAt',
  placed: 'placedAt',
  declined: 'declinedAt',
};

/**
 * Moves a match along pending → contacted → approved → placed (or to declined with a reason), in one
 * transaction with the match locked. Placed marks the veteran matched, takes a unit of the home and
 * closes the veteran's other open matches.
 */
export async function changeMatchStatus(
  db: Database,
  id: string,
  update: z.output<typeof ZMatchStatusUpdate>,
  admin: UserPrincipal,
  now = new Date(),
): Promise<HousingMatchView> {
  return withTransaction(db, async (tx) => {
    const match = await lockMatch(tx, id);
    if (!match) throw notFound(MATCH_NOT_FOUND);
    const from = match.status as HousingMatchStatus;
    const to = update.status;
    if (!canMoveHousingMatch(from, to)) {
      throw new HttpError(
        409,
        `A ${HOUSING_MATCH_STATUS_LABELS[from].toLowerCase()} match cannot be moved to ${HOUSING_MATCH_STATUS_LABELS[to].toLowerCase()}.`,
      );
    }
    const recordedBy = { kind: 'admin', id: admin.id } as const;
    const othersDeclined =
      to === 'placed'
        ? await occupyHome(tx, {
            veteranId: match.veteranId,
            propertyId: match.propertyId,
            matchId: id,
            now,
            recordedBy,
          })
        : 0;
    await appendMatchDecision(tx, match, to, update, recordedBy, now);
    await updateMatch(tx, id, {
      status: to,
      [STAMP[to]]: now,
      updatedAt: now,
      ...(to === 'declined' ? { declineReason: update.declineReason ?? null } : {}),
      ...(update.adminNotes !== undefined ? { adminNotes: update.adminNotes } : {}),
    });
    await recordAudit(tx, {
      action: 'housing_match.status_changed',
      actorType: 'admin',
      actorId: admin.id,
      targetType: 'match',
      targetId: id,
      details: { from, to, ...(othersDeclined > 0 ? { othersDeclined } : {}) },
    });
    // the match moved: a stalled-match item or the veteran's request about it in the operations inbox is done
    for (const type of ['stalled_match', 'match_request'] as const)
      await closeInboxItemsFor(tx, type, id, {
        body: `Moved to ${HOUSING_MATCH_STATUS_LABELS[to].toLowerCase()} on the housing dashboard`,
        authorId: admin.id,
      });
    if (to === 'placed') {
      await recordAudit(tx, {
        action: 'placement.recorded',
        actorType: 'admin',
        actorId: admin.id,
        targetType: 'property',
        targetId: match.propertyId,
        details: { matchId: id },
      });
    }
    const step = STEP_OF[to];
    if (step) await tellMatchStep(tx, { id, veteranId: match.veteranId }, step, 'admin', now);
    const row = await selectHousingMatch(tx, id);
    if (!row) throw notFound(MATCH_NOT_FOUND);
    return toHousingMatchView(row, now);
  });
}

/** 'Run Matching Engine': one global run; the admin who started it is on the audit log. */
export async function runEngineAsAdmin(db: Database, admin: UserPrincipal) {
  const result = await runMatchingEngine(db);
  await recordAudit(db, {
    action: 'housing_matches.run',
    actorType: 'admin',
    actorId: admin.id,
    details: { matchesCreated: result.matchesCreated, unmatched: result.unmatched, ...result.timings },
  });
  return result;
}
