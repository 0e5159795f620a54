/**
 * Compressed answers (@fastify/compress): brotli or gzip, as the client's Accept-Encoding prefers,
 * for JSON and text of 1 KB or more (get_config: 52 KB of JSON, ~11 KB in gzip or br). Brotli at
 * quality 4, the plugin's default: quality 11 costs tens of milliseconds per answer for a few
 * percent. The app's built files are not compressed here: the build writes .br and .gz copies that
 * @fastify/static sends as they are (http/app-static.ts).
 *
 * Requests are not decompressed: no client of ours sends a compressed body, and inflating one would
 * let a 64 KB body (the body limit) grow into megabytes before the limit could see it.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, globalDecompression: false, encodings: ['br', 'gzip'], threshold: 1024 });
}
