import { FetchError, ofetch } from 'ofetch';
import type { ApiResult } from '@edupay/forms/contract';
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
 * The one client of `/api`. Pages never call ofetch: they call typed functions built on `call`,
 * and every answer goes through the response policy here, once.
 */
export function createApiClient(options: ApiClientOptions): ApiCall {
  const now = options.now ?? Date.now;
  const request = ofetch.create({
    baseURL: options.baseURL ?? '/api',
    timeout: API_TIMEOUT_MS,
    credentials: 'include',
    retry: 0,
    onRequest({ options: req }) {
      const token = options.getToken();
      if (token) req.headers.set('Authorization', token);
    },
  });

  return async function call<T>(method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>, callOptions?: CallOptions) {
    let result: ApiResult<T>;
    const headers = callOptions?.headers ?? {};
    const signal = callOptions?.signal;
    try {
      result = await request<ApiResult<T>>(path, method === 'GET' ? { method, headers, signal, query: getParams(payload, now()) } : { method, headers, signal, body: callOptions?.form ?? payload ?? {} });
    } catch (error) {
      const status = error instanceof FetchError ? error.response?.status : undefined;
      applyTransportFailure(status, options.effects);
      throw new ApiTransportError(status, error);
    }
    applyResponsePolicy(result, options.effects);
    return result;
  };
}
