// Mixed load for `npm run bench:reliability`: reads, searches and idempotent writes at many connections.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { type Partner, placementBody } from './reliability-writers';

/** The parts of autocannon's request sequence used here (bench/autocannon.d.ts declares only the basics). */
interface SequencedRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: SequencedRequest, context: Record<string, unknown>) => SequencedRequest;
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}
type SequenceOptions = Parameters<typeof autocannon>[0] & { requests: SequencedRequest[]; timeout: number };

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors (timeouts included) and answers other than 2xx. */
  errors: number;
  timeouts: number;
  /** The markers (`notes`) of the writes answered 201. */
  acknowledged: string[];
}

/** `seconds` of directory reads and searches, listings, a signed-in read and writes, on `connections`. */
export async function mixedLoad(
  baseUrl: string,
  partner: Partner,
  runId: string,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const auth = { authorization: `Bearer ${partner.token}` };
  const acknowledged: string[] = [];
  const write: SequencedRequest = {
    method: 'POST',
    path: '/api/placements',
    setupRequest: (request, context) => {
      const key = randomUUID();
      context.key = key;
      return {
        ...request,
        headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(placementBody(partner, `${runId}:${key}`)),
      };
    },
    onResponse: (status, _body, context) => {
      if (status === 201) acknowledged.push(`${runId}:${String(context.key)}`);
    },
  };
  const reads: SequencedRequest[] = [
    { method: 'GET', path: '/api/vsos?state=NY' },
    { method: 'GET', path: '/api/vsos?zipCode=12207' },
    { method: 'GET', path: '/api/vsos?zipCode=59001&orgTypes=legal' },
    { method: 'GET', path: '/api/properties?limit=10&offset=20' },
    { method: 'GET', path: `/api/placements?vsoId=${partner.organizationId}&limit=10`, headers: auth },
  ];
  const options: SequenceOptions = {
    url: baseUrl,
    connections,
    duration: seconds,
    timeout: 10,
    // reads outnumber writes on a site like this one: each connection runs the five reads twice, then a write
    requests: [...reads, ...reads, write],
  };
  // warm-up, not measured: each route's first answer loads what it needs (the ZIP table, query plans)
  await autocannon({ ...options, connections: 5, duration: 3 });
  acknowledged.length = 0;
  const result = await autocannon(options);
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    acknowledged,
  };
}
