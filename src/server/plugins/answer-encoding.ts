import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

/** The encodings a kept answer is sent in, in order of preference (as plugins/compression.ts offers them). */
const ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ENCODINGS)[number];

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Whether an answer of this size is sent compressed to a client that accepts it (the compression plugin's rule). */
export const isCompressible = (size: number) => size >= COMPRESS_THRESHOLD_BYTES;

/**
 * The encoding a kept answer goes out in: brotli, else gzip, when the client accepts it (`q=0` refuses) and the
 * answer is big enough to gain; undefined sends it as it is.
 */
export function chosenEncoding(request: FastifyRequest, size: number): AnswerEncoding | undefined {
  if (!isCompressible(size) || request.headers['x-no-compression'] !== undefined) return undefined;
  const accepted = new Set<string>();
  for (const part of (request.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    if (quality === undefined || Number(quality.slice(2)) > 0) accepted.add(name);
  }
  return ENCODINGS.find((encoding) => accepted.has(encoding));
}

/** The answer compressed once, as the compression plugin would per request (brotli at quality 4, text mode). */
export function encodeAnswer(body: string, encoding: AnswerEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        },
      })
    : gzip(body);
}
