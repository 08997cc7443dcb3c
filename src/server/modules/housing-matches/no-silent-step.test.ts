import { withTransaction } from '@server/db/client';
import { landlords, outboxMessages } from '@server/db/schema';
import { createVeteranLink, mintVeteranLinkToken } from '@server/modules/veterans';
import { insertTestHome } from '@server/test/homes.fixtures';
import { clearHousing, housingActors, insertMatchedVeteran } from '@server/test/housing-world.fixtures';
import { TEST_PUBLIC_URL, useTestMailbox, waitForDelivery } from '@server/test/mail.fixtures';
import { describeApi } from '@server/test/test-app.fixtures';
import { caseloadVeteranPage } from '@shared/contracts/caseload';
import { housingMatchPath } from '@shared/contracts/housing';
import { landlordMatchAnswerPath, landlordMatchOutcomePath } from '@shared/contracts/landlord-answers';
import { myOfferDecisionPath, myRequestWithdrawPath } from '@shared/contracts/my';
import { PLACEMENTS_PATH } from '@shared/contracts/placements';
import type { HousingMatchStatus } from '@shared/domain/housing-match-status';
import { landlordDashboard } from '@shared/domain/page-paths';
import { OFFER_DECLINE_REASONS } from '@shared/domain/veteran-access';
import { eq } from 'drizzle-orm';

type Reader = 'veteran' | 'landlord' | 'case_worker';
type Who = 'admin' | 'veteran' | 'landlord' | 'partner';
interface Case {
  action: string;
  origin: 'engine' | 'veteran_request';
  status: HousingMatchStatus;
  by: Who;
  /** Sends the action for match `id` (with the veteran's page session when the veteran acts). */
  act: (id: string) => { method: 'POST' | 'PATCH'; url: string; body: Record<string, unknown> };
  told: Reader[];
}

const today = () => new Date().toISOString().slice(0, 10);

/** Brief tim34 step 3 (issue 34, point 4): every step tells everyone it concerns but who took it, on their own page. */
const CASES: Case[] = [
  {
    action: 'the housing team approves',
    origin: 'engine',
    status: 'contacted',
    by: 'admin',
    act: (id) => ({ method: 'PATCH', url: housingMatchPath(id), body: { status: 'approved' } }),
    told: ['veteran', 'landlord', 'case_worker'],
  },
  {
    action: 'the housing team declines',
    origin: 'veteran_request',
    status: 'pending',
    by: 'admin',
    act: (id) => ({
      method: 'PATCH',
      url: housingMatchPath(id),
      body: { status: 'declined', declineReason: 'The home needs repairs first' },
    }),
    told: ['veteran', 'landlord', 'case_worker'],
  },
  {
    action: 'the housing team records the placement',
    origin: 'engine',
    status: 'approved',
    by: 'admin',
    act: (id) => ({ method: 'PATCH', url: housingMatchPath(id), body: { status: 'placed' } }),
    told: ['veteran', 'landlord', 'case_worker'],
  },
  {
    action: 'the veteran withdraws a request',
    origin: 'veteran_request',
    status: 'pending',
    by: 'veteran',
    act: (id) => ({ method: 'POST', url: myRequestWithdrawPath(id), body: {} }),
    told: ['landlord', 'case_worker'],
  },
  {
    action: 'the veteran accepts an offer',
    origin: 'engine',
    status: 'pending',
    by: 'veteran',
    act: (id) => ({ method: 'POST', url: myOfferDecisionPath(id), body: { decision: 'accept' } }),
    told: ['landlord', 'case_worker'],
  },
  {
    action: 'the veteran accepts their approved request',
    origin: 'veteran_request',
    status: 'approved',
    by: 'veteran',
    act: (id) => ({ method: 'POST', url: myOfferDecisionPath(id), body: { decision: 'accept' } }),
    told: ['landlord', 'case_worker'],
  },
  {
    action: 'the veteran declines an offer',
    origin: 'engine',
    status: 'pending',
    by: 'veteran',
    act: (id) => ({
      method: 'POST',
      url: myOfferDecisionPath(id),
      body: { decision: 'decline', reason: OFFER_DECLINE_REASONS[0] },
    }),
    told: ['landlord', 'case_worker'],
  },
  {
    action: 'the landlord accepts',
    origin: 'veteran_request',
    status: 'pending',
    by: 'landlord',
    act: (id) => ({ method: 'POST', url: landlordMatchAnswerPath(id), body: { answer: 'accept' } }),
    told: ['veteran', 'case_worker'],
  },
  {
    action: 'the landlord declines',
    origin: 'veteran_request',
    status: 'pending',
    by: 'landlord',
    act: (id) => ({
      method: 'POST',
      url: landlordMatchAnswerPath(id),
      body: { answer: 'decline', reason: 'pets' },
    }),
    told: ['veteran', 'case_worker'],
  },
  {
    action: 'the landlord records the move-in',
    origin: 'veteran_request',
    status: 'approved',
    by: 'landlord',
    act: (id) => ({
      method: 'POST',
      url: landlordMatchOutcomePath(id),
      body: { outcome: 'moved_in', date: today() },
    }),
    told: ['veteran', 'case_worker'],
  },
  {
    action: 'the case worker records the placement',
    origin: 'engine',
    status: 'approved',
    by: 'partner',
    act: (id) => ({
      method: 'POST',
      url: PLACEMENTS_PATH,
      body: { matchId: id, placementDate: today(), monthlyRent: 800, vsoId: '' },
    }),
    told: ['veteran', 'landlord'],
  },
];

describeApi('no silent step: each action tells each person it concerns, once, on their own page', (ctx) => {
  const { actors, send, asAdmin, asLandlord, asPartner } = housingActors(ctx);
  const mailbox = useTestMailbox(ctx);
  const db = () => ctx().handle.db;
  let home = '';
  let landlordEmail = '';

  beforeAll(async () => {
    await clearHousing(db());
    const [landlord] = await db().select().from(landlords).where(eq(landlords.id, actors.landlordId));
    landlordEmail = landlord?.email ?? '';
    home = await insertTestHome(db(), '12207', {
      landlordId: actors.landlordId,
      address: '3 Told St',
      unitsAvailable: 20,
    });
  });

  const openMyPage = async (veteranId: string, email: string) => {
    const linkId = await withTransaction(db(), (tx) =>
      createVeteranLink(tx, { veteranId, purpose: 'access', sentTo: email, subjectId: null }),
    );
    return openWith((await mintVeteranLinkToken(db(), linkId)) ?? '');
  };
  const openWith = async (token: string) => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/my/access', payload: { token } });
    const session = res.cookies.find((c) => c.name === 'vhm_my_session');
    return { status: res.statusCode, cookie: `vhm_my_session=${session?.value}` };
  };
  const deliverAll = async () => {
    await mailbox.runner.enqueueQueued();
    const queued = await db()
      .select({ id: outboxMessages.id, status: outboxMessages.status })
      .from(outboxMessages);
    await waitForDelivery(
      db(),
      queued.filter((row) => row.status === 'queued').map((row) => row.id),
    );
  };

  CASES.forEach((c, i) => {
    it(`${c.action}: ${c.told.join(', ')} told`, async () => {
      const reference = `VH-T${i}X${ctx().handle.kind === 'postgres' ? 'P' : 'G'}`;
      const email = `told${i}-${reference.toLowerCase()}@example.com`;
      const worker = `worker${i}-${reference.toLowerCase()}@outreach.test`;
      const { veteranId, matchId: id } = await insertMatchedVeteran(
        db(),
        home,
        {
          name: `Told ${i} Person`,
          phone: `518555${String(3000 + i)}`,
          email,
          caseManagerEmail: worker,
          organizationId: actors.partnerOrgId,
        },
        { status: c.status, origin: c.origin, reference },
      );
      const { method, url, body } = c.act(id);
      const payload = 'vsoId' in body ? { ...body, vsoId: actors.partnerOrgId } : body;
      let res: Awaited<ReturnType<typeof send>>;
      if (c.by === 'admin') res = await asAdmin(method, url, payload);
      else if (c.by === 'landlord') res = await asLandlord(method, url, payload);
      else if (c.by === 'partner') res = await asPartner(method, url, payload);
      else res = await send(method, url, { cookie: (await openMyPage(veteranId, email)).cookie }, payload);
      expect(res.statusCode, res.body).toBeLessThan(300);
      await deliverAll();

      const aboutThis = (address: string) =>
        mailbox.smtp.to(address).filter((mail) => mail.parsed.text?.includes(reference));
      const got: Record<Reader, ReturnType<typeof aboutThis>> = {
        veteran: aboutThis(email),
        landlord: aboutThis(landlordEmail),
        case_worker: aboutThis(worker),
      };
      for (const reader of ['veteran', 'landlord', 'case_worker'] as const) {
        expect(got[reader], `${reader} for "${c.action}"`).toHaveLength(c.told.includes(reader) ? 1 : 0);
      }
      if (c.told.includes('landlord'))
        expect(got.landlord[0]?.parsed.text).toContain(`${TEST_PUBLIC_URL}${landlordDashboard}`);
      if (c.told.includes('case_worker'))
        expect(got.case_worker[0]?.parsed.text).toContain(
          `${TEST_PUBLIC_URL}${caseloadVeteranPage(veteranId)}`,
        );
      if (c.told.includes('veteran')) {
        const token = got.veteran[0]?.parsed.text?.match(/\/my\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
        expect((await openWith(token)).status).toBe(200);
      }
    });
  });
});
