// Writers for `npm run bench:reliability`: each write (a partner's placement) carries its own Idempotency-Key
// and is retried with that key across dropped connections and a server restart until the server answers it.
import { randomUUID } from 'node:crypto';
import { sleep } from './reliability-server';

export interface Partner {
  token: string;
  organizationId: string;
}

/** The fate of one write as the client saw it. */
export type WriteOutcome = 'acknowledged' | 'unknown' | 'refused';

export interface WriteRecord {
  key: string;
  outcome: WriteOutcome;
  attempts: number;
}

export async function signInDemoPartner(baseUrl: string): Promise<Partner> {
  const res = await fetch(`${baseUrl}/api/partner/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'partner@demo.org', password: 'veterans-demo' }),
  });
  const body = (await res.json()) as { token?: string; organization?: { id: string } };
  if (!body.token || !body.organization) throw new Error(`demo partner sign-in failed: ${res.status}`);
  return { token: body.token, organizationId: body.organization.id };
}

/** The placement a write records; `notes` names the run and the key, so the database can be searched by key. */
export function placementBody(partner: Partner, marker: string) {
  return {
    veteranName: 'Bench Veteran',
    propertyAddress: '1 Reliability Way, Albany NY',
    placementDate: new Date().toISOString().slice(0, 10),
    monthlyRent: 1000,
    notes: marker,
    vsoId: partner.organizationId,
  };
}

/** How long one write keeps trying: through a kill and a restart, not forever. */
const WRITE_DEADLINE_MS = 120_000;
/** How long a write waits on "still being handled" (a request cut off by the kill) before it calls it unknown. */
const IN_PROGRESS_PATIENCE_MS = 5_000;

/** Sends one write until the server answers it: the same key on every attempt. */
async function writeOnce(baseUrl: string, partner: Partner, runId: string): Promise<WriteRecord> {
  const key = randomUUID();
  const body = JSON.stringify(placementBody(partner, `${runId}:${key}`));
  const started = Date.now();
  let busySince: number | undefined;
  let attempts = 0;
  while (Date.now() - started < WRITE_DEADLINE_MS) {
    attempts++;
    let res: Response;
    try {
      res = await fetch(`${baseUrl}/api/placements`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${partner.token}`,
          'idempotency-key': key,
        },
        body,
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      await sleep(100); // connection refused or cut off: the server is down or restarting
      continue;
    }
    await res.arrayBuffer();
    if (res.status === 201) return { key, outcome: 'acknowledged', attempts };
    if (res.status === 409 && res.headers.has('retry-after')) {
      busySince ??= Date.now();
      if (Date.now() - busySince > IN_PROGRESS_PATIENCE_MS) return { key, outcome: 'unknown', attempts };
      await sleep(250);
      continue;
    }
    if (res.status === 409) return { key, outcome: 'unknown', attempts }; // cut off, outcome not known
    if (res.status === 502 || res.status === 503 || res.status === 504) {
      await sleep(100);
      continue;
    }
    return { key, outcome: 'refused', attempts };
  }
  return { key, outcome: 'unknown', attempts };
}

export interface WriterRun {
  records: WriteRecord[];
  /** Resolves when this many writes were acknowledged (the moment to kill the server). */
  acknowledged(count: number): Promise<void>;
  done: Promise<void>;
}

/** `writers` loops, each sending `perWriter` writes one after another. */
export function runWriters(
  baseUrl: string,
  partner: Partner,
  runId: string,
  writers: number,
  perWriter: number,
): WriterRun {
  const records: WriteRecord[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  const notify = () => {
    const acked = records.filter((r) => r.outcome === 'acknowledged').length;
    for (const waiter of waiting.filter((w) => acked >= w.count)) {
      waiter.resolve();
      waiting.splice(waiting.indexOf(waiter), 1);
    }
  };
  const loop = async () => {
    for (let i = 0; i < perWriter; i++) {
      records.push(await writeOnce(baseUrl, partner, runId));
      notify();
    }
  };
  const done = Promise.all(Array.from({ length: writers }, loop)).then(() => {
    for (const waiter of waiting.splice(0)) waiter.resolve();
  });
  return {
    records,
    done,
    acknowledged: (count) =>
      new Promise<void>((resolve) => {
        waiting.push({ count, resolve });
        notify();
      }),
  };
}
