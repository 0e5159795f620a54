/**
 * A JSON answer serialised once and compressed once per encoding, for answers many requests share
 * (institution search: the same typeahead queries again and again, cached per version of the list).
 * Sent as it is, it skips the serializer and the compression plugin's per-request brotli, which
 * together cost more than finding the answer.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The compression plugin's threshold (plugins/compression.ts): smaller answers go uncompressed. */
const COMPRESS_FROM_BYTES = 1024;

export class PreparedJson {
  private brotli: Buffer | undefined;
  private gzipped: Buffer | undefined;

  constructor(readonly json: string) {}

  /** Brotli at quality 4, the plugin's setting: made on a request's path, once. */
  br(): Buffer {
    this.brotli ??= brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    return this.brotli;
  }

  gzip(): Buffer {
    this.gzipped ??= gzipSync(this.json);
    return this.gzipped;
  }
}

/**
 * Sends `answer` in the encoding the client prefers (br, then gzip, as the compression plugin
 * does), or plain. Only for an answer that depends on nothing but its cache key: no session part,
 * no token issued during the request.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, answer: PreparedJson): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
  if (Buffer.byteLength(answer.json) >= COMPRESS_FROM_BYTES) {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(answer.br());
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(answer.gzip());
  }
  return reply.send(answer.json);
}
