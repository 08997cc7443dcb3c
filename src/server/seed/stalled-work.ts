import type { Database } from '@server/db/client';
import { countQueuedAsSent } from '@server/modules/messages';
import { checkStalledWork, sendStalledMatchDigest } from '@server/modules/stalled-work';

/**
 * The demo's referrals and matches waited before the server ever ran: their reminders, escalations and
 * digest are recorded now and count as delivered, so a first start never mails the demo's made-up
 * addresses. Work that stalls after seeding is reminded as usual.
 */
export async function settleDemoStalledWork(db: Database, now: Date): Promise<void> {
  for (;;) {
    const { reminders, escalations } = await checkStalledWork(db, now);
    if (reminders + escalations === 0) break;
  }
  await sendStalledMatchDigest(db, now);
  await countQueuedAsSent(db, ['referral.reminder', 'referral.escalation', 'housing_match.stalled_digest']);
}
