import { type Database, withTransaction } from '@server/db/client';
import { takeVeteranLink } from '@server/modules/veterans';
import { recordAudit } from '@server/plugins/audit';
import type { VeteranSessionGrant } from '@server/plugins/auth/veteran-sessions';
import { HttpError } from '@server/plugins/error-handler';
import { countHit } from '@server/plugins/rate-limit-store';
import {
  MY_ACCESS_LIMITED_MESSAGE,
  MY_ACCESS_REFUSED_MESSAGE,
  MY_LINK_INVALID_MESSAGE,
  type MyAccessInput,
} from '@shared/contracts/my';
import { ACCESS_WINDOW_MINUTES, ADDRESS_TRIES, REFERENCE_TRIES } from '@shared/domain/veteran-access';
import { findReferencedSubject } from './access-repo';

const WINDOW_MS = ACCESS_WINDOW_MINUTES * 60_000;

async function admitTry(db: Database, key: string, most: number, ip: string) {
  const { current } = await countHit(db, `my-access ${key}`, WINDOW_MS);
  if (current <= most) return;
  await recordAudit(db, {
    action: 'my.access_refused',
    outcome: 'refused',
    actorType: 'anonymous',
    ip,
    details: { limit: key.split(' ')[0] },
  });
  throw new HttpError(429, MY_ACCESS_LIMITED_MESSAGE);
}

/**
 * Opens the veteran's page (decision 0036) with a one-time link's token, or with a reference and the last four
 * digits of the phone given with it. Each try counts against the address (and the reference) and is audited;
 * what it opens is what the link or reference may show, never more.
 */
export async function openMyPage(
  db: Database,
  input: MyAccessInput,
  ip: string,
): Promise<VeteranSessionGrant> {
  await admitTry(db, `ip ${ip}`, ADDRESS_TRIES, ip);
  if ('token' in input) {
    return withTransaction(db, async (tx) => {
      const link = await takeVeteranLink(tx, input.token, 'access');
      if (!link) {
        await recordAudit(tx, {
          action: 'my.access_refused',
          outcome: 'failure',
          actorType: 'anonymous',
          ip,
          details: { via: 'link' },
        });
        throw new HttpError(400, MY_LINK_INVALID_MESSAGE);
      }
      await recordAudit(tx, {
        action: 'my.access_opened',
        actorType: 'veteran',
        actorId: link.veteranId,
        targetType: 'veteran',
        targetId: link.veteranId,
        ip,
        details: { via: 'link', scope: link.scope },
      });
      return { veteranId: link.veteranId, scope: link.scope, subjectIds: link.subjectIds, openedVia: 'link' };
    });
  }
  await admitTry(db, `reference ${input.reference}`, REFERENCE_TRIES, ip);
  const subject = await findReferencedSubject(db, input.reference);
  const matches = subject?.phones.some((phone) => phone.endsWith(input.phoneLast4)) ?? false;
  if (!subject || !matches) {
    await recordAudit(db, {
      action: 'my.access_refused',
      outcome: 'failure',
      actorType: 'anonymous',
      ip,
      details: { via: 'reference', known: subject !== null },
    });
    throw new HttpError(400, MY_ACCESS_REFUSED_MESSAGE);
  }
  await recordAudit(db, {
    action: 'my.access_opened',
    actorType: 'veteran',
    actorId: subject.veteranId,
    targetType: 'veteran',
    targetId: subject.veteranId,
    ip,
    details: { via: 'reference', scope: 'subjects' },
  });
  // a reference was typed into a form: it opens that request, and nothing else of the person
  return {
    veteranId: subject.veteranId,
    scope: 'subjects',
    subjectIds: [subject.subjectId],
    openedVia: 'reference',
  };
}
