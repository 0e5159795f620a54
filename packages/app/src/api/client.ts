import type { ApiResult } from '@edupay/forms/contract';
import { fetchJson, HttpError } from './fetchJson';
import { getParams } from './params';
import { applyResponsePolicy, applyTransportFailure, type PolicyEffects } from './responsePolicy';

/** The spec's API timeout. */
export const API_TIMEOUT_MS = 30000;

export interface ApiClientOptions {
  /** Default `/api`: the app and the API share one origin. */
  baseURL?: string;
  /** The session token (from the token cookie); sent in `Authorization`. */
  getToken: () => string | undefined;
  effects: PolicyEffects;
  now?: () => number;
}

/**
 * How a call reaches the API: fetch in the browser; the server's own handlers while it renders a page with
 * its data (src/prerender.tsx renderPageWithData).
 */
let transport: typeof fetchJson = fetchJson;
export function setApiTransport(next: typeof fetchJson): void {
  transport = next;
}

/** Thrown when no business answer came back (network down, timeout, HTTP status other than 200). The user was already told. */
export class ApiTransportError extends Error {
  constructor(readonly httpStatus: number | undefined, cause: unknown) {
    super(httpStatus === undefined ? 'network failure' : `HTTP ${httpStatus}`, { cause });
    this.name = 'ApiTransportError';
  }
}

/** Per-call options: extra headers (e.g. the Idempotency-Key of an order submit), a multipart body, an abort signal. */
export interface CallOptions {
  headers?: Record<string, string>;
  /** Sent instead of the JSON payload (a file upload: multipart/form-data). */
  form?: FormData;
  signal?: AbortSignal;
}

export type ApiCall = <T = unknown>(method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>, options?: CallOptions) => Promise<ApiResult<T>>;

/**
 * The one client of `/api`. Pages never call fetch: they call typed functions built on `call`,
 * and every answer goes through the response policy here, once.
 */
export function createApiClient(options: ApiClientOptions): ApiCall {
  const now = options.now ?? Date.now;
  const baseURL = options.baseURL ?? '/api';

  return async function call<T>(method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>, callOptions?: CallOptions) {
    let result: ApiResult<T>;
    const token = options.getToken();
    const headers = { ...callOptions?.headers, ...(token ? { Authorization: token } : {}) };
    const request = { method, headers, signal: callOptions?.signal, timeoutMs: API_TIMEOUT_MS, credentials: 'include' as const };
    try {
      result = await transport<ApiResult<T>>(baseURL + path, method === 'GET' ? { ...request, query: getParams(payload, now()) } : { ...request, body: callOptions?.form ?? payload ?? {} });
    } catch (error) {
      const status = error instanceof HttpError ? error.status : undefined;
      // A request the page cancelled (a superseded estimate, a left upload) is no failure to tell.
      if (!callOptions?.signal?.aborted) applyTransportFailure(status, options.effects);
      throw new ApiTransportError(status, error);
    }
    applyResponsePolicy(result, options.effects);
    return result;
  };
}
