import type { z } from 'zod';
import { type ApiRequestOptions, apiRequest, type ListResult } from './api-client';

/**
 * getJson, sendJson and getList for the pages that must not build zod's schemas while they start (issue 38,
 * decision 0035): the answer's contract comes from `load` (a dynamic import), fetched beside the request instead
 * of with the page, and reads the answer as those do. A failed request or import throws as they do.
 */
async function requestWithContract<S extends z.ZodType>(
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  load: () => Promise<S>,
  options?: ApiRequestOptions,
): Promise<{ res: Response; contract: S }> {
  const [contract, res] = await Promise.all([load(), apiRequest(method, url, body, options)]);
  return { res, contract };
}

/** GET `url` and parse the answer with the contract `load` brings. */
export async function getJsonLoading<S extends z.ZodType>(
  url: string,
  load: () => Promise<S>,
  options?: ApiRequestOptions,
): Promise<z.output<S>> {
  const { res, contract } = await requestWithContract('GET', url, undefined, load, options);
  return contract.parse(await res.json());
}

/** POST `body` and parse the answer with the contract `load` brings. */
export async function postJsonLoading<S extends z.ZodType>(
  url: string,
  body: unknown,
  load: () => Promise<S>,
  options?: ApiRequestOptions,
): Promise<z.output<S>> {
  const { res, contract } = await requestWithContract('POST', url, body, load, options);
  return contract.parse(await res.json());
}

/** GET a JSON array of the rows `load`'s contract reads, and the total of the x-total-count header (getList). */
export async function getListLoading<S extends z.ZodType>(
  url: string,
  load: () => Promise<S>,
  options?: ApiRequestOptions,
): Promise<ListResult<z.output<S>>> {
  const { res, contract } = await requestWithContract('GET', url, undefined, load, options);
  const rows: z.output<S>[] = contract.array().parse(await res.json());
  const header = res.headers.get('x-total-count');
  const total = header === null ? null : Number(header);
  return { rows, total: total !== null && Number.isFinite(total) ? total : null };
}
