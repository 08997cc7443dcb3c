import { appendPersonEvent, selectPersonTimeline } from '@server/modules/veterans';
import { signedInPartner } from '@server/test/accounts.fixtures';
import { insertTestHome } from '@server/test/homes.fixtures';
import { insertBroughtInPerson, insertTestMatch } from '@server/test/housing-world.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { PLACEMENTS_PATH } from '@shared/contracts/placements';
import { personStatus } from '@shared/domain/person-timeline';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const statements: string[] = [];

/**
 * Issue 33 (brief A2, point 2): a move-in recorded on an offer nobody answered is its acceptance. The timeline reads
 * Offered, Accepted, Moved in; the acceptance is recorded by whoever records the move-in, at the move-in's moment,
 * in the same append (the write path runs no statement more than a move-in on an offer already answered).
 */
describeApi(
  'a placement on an offer nobody answered records its acceptance',
  (ctx) => {
    const db = () => ctx().handle.db;
    let partner: { organizationId: string; headers: { authorization: string } };
    beforeAll(async () => {
      partner = await signedInPartner(ctx(), { name: 'Placing Partner' });
    });

    /** An engine offer to a person the partner brought in, made `days` ago; answered (accepted) when said. */
    async function offer(days: number, answered = false) {
      const veteranId = await insertBroughtInPerson(db(), partner.organizationId, 'Rowan Vale');
      const homeId = await insertTestHome(db(), '12207', { unitsAvailable: 1 });
      const matchId = await insertTestMatch(db(), veteranId, homeId, { status: 'pending' });
      const base = { veteranId, recordedBy: { kind: 'system', id: null } as const };
      const at = daysAgo(days).toISOString();
      await appendPersonEvent(db(), {
        ...base,
        type: 'offered',
        occurredAt: at,
        lateReason: days > 7 ? 'set up by the test' : null,
        details: { offerKind: 'match', offerId: matchId, ceEvent: 15, propertyId: homeId },
      });
      if (answered)
        await appendPersonEvent(db(), {
          ...base,
          type: 'offer_decided',
          occurredAt: at,
          lateReason: days > 7 ? 'set up by the test' : null,
          recordedBy: { kind: 'veteran', id: null },
          details: { offerKind: 'match', offerId: matchId, result: 'accepted', reason: null },
        });
      return { veteranId, matchId };
    }
    const place = (matchId: string, placementDate: string) =>
      ctx().app.inject({
        method: 'POST',
        url: PLACEMENTS_PATH,
        headers: partner.headers,
        payload: { vsoId: partner.organizationId, matchId, placementDate, monthlyRent: 1000 },
      });

    it('reads Offered, Accepted, Moved in: the acceptance by the partner, at the move-in’s moment', async () => {
      const { veteranId, matchId } = await offer(12);
      const movedOn = daysAgo(10).toISOString().slice(0, 10);
      expect((await place(matchId, movedOn)).statusCode).toBe(201);
      const events = await selectPersonTimeline(db(), veteranId);
      expect(events.map((event) => event.type)).toEqual(['offered', 'offer_decided', 'moved_in']);
      const [, accepted, movedIn] = events;
      expect(accepted).toMatchObject({
        recordedByKind: 'partner',
        recordedBy: 'Placing Partner',
        organizationId: partner.organizationId,
        details: { offerKind: 'match', offerId: matchId, result: 'accepted', reason: null },
      });
      expect(accepted?.occurredAt).toBe(movedIn?.occurredAt);
      expect(accepted?.occurredAt.slice(0, 10)).toBe(movedOn);
      // recorded late with the move-in, so with its reason
      expect(accepted?.lateReason).toBe(movedIn?.lateReason);
      expect(accepted?.lateReason).not.toBeNull();
      expect(personStatus(events)).toBe('moved_in');
    });

    it('an offer already answered gets no second acceptance; the implied one costs no statement', async () => {
      const count = async (answered: boolean) => {
        const { veteranId, matchId } = await offer(1, answered);
        statements.length = 0;
        expect((await place(matchId, new Date().toISOString().slice(0, 10))).statusCode).toBe(201);
        const ran = statements.length;
        const types = (await selectPersonTimeline(db(), veteranId)).map((event) => event.type);
        return { ran, types };
      };
      const answered = await count(true);
      const unanswered = await count(false);
      expect(answered.types).toEqual(['offered', 'offer_decided', 'moved_in']);
      expect(unanswered.types).toEqual(['offered', 'offer_decided', 'moved_in']);
      expect(unanswered.ran).toBe(answered.ran);
    });
  },
  { queryLog: (statement) => statements.push(statement) },
);
