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

/** A try that opens nothing: audited as anonymous (`refused` past a limit, `failure` otherwise), then answered. */
async function refuse(
  db: Database,
  ip: string,
  refusal: {
    outcome: 'refused' | 'failure';
    details: Record<string, unknown>;
    status: number;
    message: string;
  },
): Promise<never> {
  const { outcome, details, status, message } = refusal;
  await recordAudit(db, { action: 'my.access_refused', outcome, actorType: 'anonymous', ip, details });
  throw new HttpError(status, message);
}

/** The page opens: audited as the veteran it opens for, and the session's grant answered. */
async function open(db: Database, ip: string, grant: VeteranSessionGrant): Promise<VeteranSessionGrant> {
  await recordAudit(db, {
    action: 'my.access_opened',
    actorType: 'veteran',
    actorId: grant.veteranId,
    targetType: 'veteran',
    targetId: grant.veteranId,
    ip,
    details: { via: grant.openedVia, scope: grant.scope },
  });
  return grant;
}

async function admitTry(db: Database, key: string, most: number, ip: string) {
  const { current } = await countHit(db, `my-access ${key}`, WINDOW_MS);
  if (current <= most) return;
  await refuse(db, ip, {
    outcome: 'refused',
    details: { limit: key.split(' ')[0] },
    status: 429,
    message: MY_ACCESS_LIMITED_MESSAGE,
  });
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
        return refuse(tx, ip, {
          outcome: 'failure',
          details: { via: 'link' },
          status: 400,
          message: MY_LINK_INVALID_MESSAGE,
        });
      }
      const { veteranId, scope, subjectIds } = link;
      return open(tx, ip, { veteranId, scope, subjectIds, openedVia: 'link' });
    });
  }
  await admitTry(db, `reference ${input.reference}`, REFERENCE_TRIES, ip);
  const subject = await findReferencedSubject(db, input.reference);
  const matches = subject?.phones.some((phone) => phone.endsWith(input.phoneLast4)) ?? false;
  if (!subject || !matches) {
    return refuse(db, ip, {
      outcome: 'failure',
      details: { via: 'reference', known: subject !== null },
      status: 400,
      message: MY_ACCESS_REFUSED_MESSAGE,
    });
  }
  // a reference was typed into a form: it opens that request, and nothing else of the person
  return open(db, ip, {
    veteranId: subject.veteranId,
    scope: 'subjects',
    subjectIds: [subject.subjectId],
    openedVia: 'reference',
  });
}
