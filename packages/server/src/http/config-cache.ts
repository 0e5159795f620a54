/**
 * get_config's answer, fast (issue 11, "Faster get_config"): the shared part (everything but
 * cs_info, token and user_info) depends only on language, country, channel and whether the page is
 * an exam-fee page, so it is built and serialised once per key; a request splices in its session's
 * part. The anonymous answer (no session: most first page loads) is kept whole, also in brotli and gzip.
 * The cache is bounded: channel is free text from the query.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface SharedConfig {
  /** The data object's JSON without its closing brace, ready for more members. */
  readonly dataOpen: string;
  /** The message's JSON string. */
  readonly message: string;
  /** The whole answer of a visitor without a session, plain and gzipped. */
  readonly anonymous: { readonly json: string; readonly gzip: Buffer; readonly br: Buffer };
}

const MAX_KEYS = 500;

export class ConfigCache {
  private readonly entries = new Map<string, SharedConfig>();

  get(key: string, build: () => SharedConfig): SharedConfig {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = build();
      if (this.entries.size >= MAX_KEYS) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, entry);
    }
    return entry;
  }
}

/**
 * The envelope of spec 000 section 3 as text: { status_code, message, data: {...shared, cs_info,
 * token}, user_info, token }.
 */
export function spliceConfig(shared: Pick<SharedConfig, 'dataOpen' | 'message'>, session: { csInfo: unknown; token: string; userInfo: unknown }): string {
  const token = JSON.stringify(session.token);
  return `{"status_code":200,"message":${shared.message},"data":${shared.dataOpen},"cs_info":${JSON.stringify(session.csInfo)},"token":${token}},"user_info":${JSON.stringify(session.userInfo)},"token":${token}}`;
}

export function sharedConfig(data: Record<string, unknown>, message: string, anonymous: { csInfo: unknown; userInfo: unknown }): SharedConfig {
  const { cs_info: _cs, token: _token, ...shared } = data;
  const json = JSON.stringify(shared);
  const open = { dataOpen: json.slice(0, -1), message: JSON.stringify(message) };
  const whole = spliceConfig(open, { ...anonymous, token: '' });
  // Compressed once per key, at brotli's best quality (too slow per request, free once).
  const br = brotliCompressSync(whole, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return { ...open, anonymous: { json: whole, gzip: gzipSync(whole, { level: 9 }), br } };
}
