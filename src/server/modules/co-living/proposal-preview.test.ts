import { auditEvents, outboxMessages } from '@server/db/schema';
import { MY_LINK_PLACEHOLDER } from '@server/modules/veterans';
import { waitForDelivery } from '@server/test/mail.fixtures';
import { type SignedInPartner, signedInPartner } from '@server/test/partner-portal.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import {
  coLivingMatchAdvancePath,
  coLivingProposalPreviewPath,
} from '@shared/contracts/co-living-households';
import type { MessagePreview } from '@shared/contracts/message-preview';
import { and, eq, inArray } from 'drizzle-orm';
import { ALONE } from './co-living.fixtures';
import { coLivingMailTest, seedApplicant, seedHousehold } from './households.fixtures';

describeApi('"Send proposal" previews each message the proposal sends, as it is sent', (ctx) => {
  const { db, mailbox, admin } = coLivingMailTest(ctx);
  let partner: SignedInPartner;

  beforeAll(async () => {
    partner = await signedInPartner(ctx());
  });

  const preview = (matchId: string, headers?: Record<string, string>) =>
    ctx().app.inject({ method: 'GET', url: coLivingProposalPreviewPath(matchId), headers });
  const queuedFor = (applicationIds: string[]) =>
    db().select().from(outboxMessages).where(inArray(outboxMessages.recipientId, applicationIds));

  /** Two applicants in one household: one alone, one with a case manager (brought by `partner`). */
  async function household() {
    const alone = await seedApplicant(db(), ALONE);
    const caseManagerEmail = `cm.${Date.now()}.${Math.random()}@vso.example`;
    const supported = await seedApplicant(db(), { caseManagerEmail }, partner.organizationId);
    const { matchIds } = await seedHousehold(db(), [alone.id, supported.id], { maxOccupants: 2 });
    const [aloneMatch = '', supportedMatch = ''] = matchIds;
    return { alone, supported, caseManagerEmail, aloneMatch, supportedMatch };
  }

  it('shows the veteran and the case manager the words they then receive, and queues nothing', async () => {
    const { alone, supported, caseManagerEmail, supportedMatch } = await household();
    const before = await queuedFor([alone.id, supported.id]);
    const response = await preview(supportedMatch, admin);
    expect(response.statusCode).toBe(200);
    const previewed: MessagePreview[] = response.json();
    expect(previewed).toHaveLength(2);
    const subject = `Co-living household proposed: ${supported.reference}`;
    expect(previewed.map((m) => m.subject)).toEqual([subject, subject]);
    const toCaseManager = previewed.find((m) => m.to.includes(caseManagerEmail));
    const toVeteran = previewed.find((m) => !m.to.includes(caseManagerEmail));
    expect(toVeteran?.text).toContain(`/my?token=${MY_LINK_PLACEHOLDER}`);
    expect(toVeteran?.text).toContain('Accept or decline it on your page');
    expect(toCaseManager?.text).toContain('The veteran accepts or declines it on their own page');
    // nothing queued, nothing minted: the preview's transaction was rolled back
    expect(await queuedFor([alone.id, supported.id])).toHaveLength(before.length);
    const audited = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'co_living.proposal_previewed'), eq(auditEvents.targetId, supportedMatch)),
      );
    expect(audited).toHaveLength(1);

    const sent = await ctx().app.inject({
      method: 'POST',
      url: coLivingMatchAdvancePath(supportedMatch),
      payload: { to: 'notified' },
      headers: admin,
    });
    expect(sent.statusCode).toBe(200);
    const queued = (await queuedFor([supported.id])).filter((q) => q.kind === 'co_living.proposal');
    await mailbox.runner.enqueueQueued();
    await waitForDelivery(
      db(),
      queued.map((q) => q.id),
    );
    // the same words; the test mailbox's runner has its own PUBLIC_URL, and only the sent mail has a token
    const words = (text = '') =>
      text
        .replace(/https?:\/\/[^/\s]+/g, 'PUBLIC_URL')
        .replace(/token=.*/, 'token=TOKEN')
        .trim();
    const received = (address = '') =>
      mailbox.smtp.to(address).filter((m) => m.parsed.subject === subject)[0]?.parsed.text;
    expect(words(received(caseManagerEmail))).toBe(words(toCaseManager?.text));
    expect(words(received(toVeteran?.to[0]))).toBe(words(toVeteran?.text));
  }, 90_000);

  it('previews one message for a veteran applying alone', async () => {
    const { aloneMatch } = await household();
    const response = await preview(aloneMatch, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1);
  });

  it('shows the partner its own applicant, and nobody else anything', async () => {
    const { aloneMatch, supportedMatch } = await household();
    expect((await preview(supportedMatch, partner.headers)).statusCode).toBe(200);
    // the partner did not bring the veteran applying alone: unknown to them
    expect((await preview(aloneMatch, partner.headers)).statusCode).toBe(404);
    const stranger = await signedInPartner(ctx());
    expect((await preview(supportedMatch, stranger.headers)).statusCode).toBe(404);
    expect((await preview(supportedMatch)).statusCode).toBe(401);
  });

  it('refuses a proposal already sent, as sending it again would be refused', async () => {
    const { aloneMatch } = await household();
    await ctx().app.inject({
      method: 'POST',
      url: coLivingMatchAdvancePath(aloneMatch),
      payload: { to: 'notified' },
      headers: admin,
    });
    const response = await preview(aloneMatch, admin);
    expect(response.statusCode).toBe(409);
  });
});
