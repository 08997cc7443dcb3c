import type { Database } from '@server/db/client';
import { makeReferral } from '@server/test/accounts.fixtures';
import {
  auditFor,
  referralRow,
  type SignedInPartner,
  signedInPartner,
} from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { partnerReferralPath } from '@shared/contracts/partner';
import {
  canMoveReferral,
  REFERRAL_STATUS_LABELS,
  REFERRAL_STATUSES,
  REFERRAL_TRANSITIONS,
} from '@shared/domain/referral-status';
import { updateReferral } from './repo';

const pairs = REFERRAL_STATUSES.flatMap((from) => REFERRAL_STATUSES.map((to) => [from, to] as const));

describeApi('partner portal: the referral workflow', (ctx) => {
  let partner: SignedInPartner;
  beforeAll(async () => {
    partner = await signedInPartner(ctx());
  });
  const patch = (id: string, payload: Record<string, unknown>) =>
    ctx().app.inject({ method: 'PATCH', url: partnerReferralPath(id), headers: partner.headers, payload });
  /** The referral has one audit event, the partner's own, with these fields. */
  const expectOnePartnerAudit = async (db: Database, id: string, fields: Record<string, unknown>) => {
    const audit = await auditFor(db, id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: 'partner', actorId: partner.organizationId, ...fields });
  };

  it('covers all 49 status pairs, 7 of them allowed (placed only by a placement)', () => {
    expect(pairs).toHaveLength(49);
    expect(pairs.filter(([from, to]) => canMoveReferral(from, to))).toHaveLength(7);
  });

  it.each(pairs)(
    '%s -> %s: allowed moves apply and are audited, others answer 409 and change nothing',
    async (from, to) => {
      const { db } = ctx().handle;
      const id = await makeReferral(db, partner.organizationId, { status: from });
      const before = await referralRow(db, id);
      const res = await patch(id, { status: to });

      if (REFERRAL_TRANSITIONS[from].includes(to)) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id, status: to });
        const after = await referralRow(db, id);
        expect(after.status).toBe(to);
        expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
        await expectOnePartnerAudit(db, id, {
          action: 'referral.status_changed',
          targetType: 'referral',
          details: { from, to },
        });
      } else {
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(
          from === to
            ? `This referral is already ${REFERRAL_STATUS_LABELS[from]}.`
            : `A referral that is ${REFERRAL_STATUS_LABELS[from]} can't move to ${REFERRAL_STATUS_LABELS[to]}.`,
        );
        expect(await referralRow(db, id)).toEqual(before);
        expect(await auditFor(db, id)).toHaveLength(0);
      }
    },
  );

  it('sets contactedAt on the first contact and keeps it through later moves', async () => {
    const { db } = ctx().handle;
    const id = await makeReferral(db, partner.organizationId);
    const contacted = await patch(id, { status: 'contacted' });
    expect(contacted.statusCode).toBe(200);
    const contactedAt = contacted.json().contactedAt;
    expect(contactedAt).toEqual(expect.any(String));
    expect((await referralRow(db, id)).contactedAt?.toISOString()).toBe(contactedAt);

    for (const status of ['in_progress', 'matched', 'closed']) {
      const res = await patch(id, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().contactedAt).toBe(contactedAt);
    }
    expect((await referralRow(db, id)).contactedAt?.toISOString()).toBe(contactedAt);
  });

  it('never overwrites a first contact recorded earlier', async () => {
    const { db } = ctx().handle;
    const earlier = new Date('2024-03-01T12:00:00.000Z');
    const id = await makeReferral(db, partner.organizationId, { contactedAt: earlier });
    const res = await patch(id, { status: 'contacted' });
    expect(res.json().contactedAt).toBe(earlier.toISOString());
  });

  it('leaves contactedAt empty when a referral could not be reached', async () => {
    const { db } = ctx().handle;
    const id = await makeReferral(db, partner.organizationId);
    const res = await patch(id, { status: 'unable_to_reach' });
    expect(res.json()).toMatchObject({ status: 'unable_to_reach', contactedAt: null });
  });

  it('saves notes up to 280 characters, refuses 281 and audits the length only', async () => {
    const { db } = ctx().handle;
    const id = await makeReferral(db, partner.organizationId);
    const notes = 'n'.repeat(280);
    const ok = await patch(id, { notes });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ notes, status: 'new' });

    const tooLong = await patch(id, { notes: 'x'.repeat(281) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Notes can be at most 280 characters');
    expect((await referralRow(db, id)).notes).toBe(notes);

    await expectOnePartnerAudit(db, id, { action: 'referral.notes_edited', details: { length: 280 } });
  });

  it('applies a move and a notes edit together, with one audit record each', async () => {
    const { db } = ctx().handle;
    const id = await makeReferral(db, partner.organizationId);
    const res = await patch(id, { status: 'contacted', notes: 'Left a voicemail' });
    expect(res.json()).toMatchObject({ status: 'contacted', notes: 'Left a voicemail' });
    const actions = (await auditFor(db, id)).map((event) => event.action).sort();
    expect(actions).toEqual(['referral.notes_edited', 'referral.status_changed']);
  });

  it('keeps the notes too when the move in the same request is refused', async () => {
    const { db } = ctx().handle;
    const id = await makeReferral(db, partner.organizationId, { status: 'closed', notes: 'final' });
    const res = await patch(id, { status: 'new', notes: 'reopened' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("A referral that is Closed can't move to New.");
    expect((await referralRow(db, id)).notes).toBe('final');
    expect(await auditFor(db, id)).toHaveLength(0);
  });

  it('refuses an empty change and an unknown status with 400', async () => {
    const { db } = ctx().handle;
    const id = await makeReferral(db, partner.organizationId);
    expect((await patch(id, {})).statusCode).toBe(400);
    expect((await patch(id, { status: 'archived' })).statusCode).toBe(400);
    expect((await patch(id, { status: 'contacted', organizationId: 'x' })).statusCode).toBe(400);
    expect((await referralRow(db, id)).status).toBe('new');
  });

  it('applies a move only while the referral still has the status it was checked against', async () => {
    const { db } = ctx().handle;
    const id = await makeReferral(db, partner.organizationId, { status: 'contacted' });
    const stale = { move: { from: 'new', to: 'unable_to_reach' } } as const;
    expect(await updateReferral(db, partner.organizationId, id, stale)).toBe(false);
    expect((await referralRow(db, id)).status).toBe('contacted');
  });

  it('lets only one of two concurrent moves win', async () => {
    const { db } = ctx().handle;
    const id = await makeReferral(db, partner.organizationId);
    const answers = await Promise.all([
      patch(id, { status: 'contacted' }),
      patch(id, { status: 'unable_to_reach' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)?.json().status;
    expect((await referralRow(db, id)).status).toBe(winner);
    const moves = (await auditFor(db, id)).filter((event) => event.action === 'referral.status_changed');
    expect(moves).toHaveLength(1);
  });
});
