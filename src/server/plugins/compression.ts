import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers compress only from this size: below it the work costs more time than the bytes save. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers (JSON lists, the CSV exports) when the client accepts brotli or gzip. Built assets are
 * compressed once at build time and served as they are (client-static.ts): they already carry an encoding,
 * which this leaves alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // request bodies are small JSON forms: a compressed one is refused (415), never inflated
    requestEncodings: ['identity'],
  });
}
