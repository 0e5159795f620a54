/**
 * Files the API answers instead of the envelope (the payment PDFs): fetched with the session token,
 * then saved by the browser under the server's file name. A refusal still comes as the envelope
 * (JSON) and goes through the one response policy; a transport failure is told like any other.
 */
import type { ApiResult } from '@edupay/forms/contract';
import { API_TIMEOUT_MS } from './client';
import { readCookie, TOKEN_COOKIE } from './cookies';
import { getParams } from './params';
import { applyResponsePolicy, applyTransportFailure } from './responsePolicy';
import { bridgeEffects } from './uiBridge';

/** The file name of a Content-Disposition header, or the fallback. */
export function fileNameOf(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null;
  return match?.[1] ?? fallback;
}

/** GETs `path` and saves the file; false when it was refused or did not arrive (the payer was told). */
export async function downloadFile(path: string, query: Record<string, string>, fallbackName: string): Promise<boolean> {
  const token = readCookie(TOKEN_COOKIE);
  const params = new URLSearchParams(getParams(query, Date.now()));
  let response: Response;
  try {
    response = await fetch(`/api${path}?${params.toString()}`, { headers: token ? { Authorization: token } : {}, credentials: 'include', signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  } catch {
    applyTransportFailure(undefined, bridgeEffects);
    return false;
  }
  if (!response.ok) {
    applyTransportFailure(response.status, bridgeEffects);
    return false;
  }
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    applyResponsePolicy((await response.json()) as ApiResult, bridgeEffects);
    return false;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}
