/**
 * GET parameters as the spec sends them (spec 000 section 7): empty and null values dropped, and a
 * timestamp added so no cache between the browser and the API answers with stale data.
 */
export function getParams(params: Record<string, unknown> | undefined, now: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = String(value);
  }
  out.t = String(now);
  return out;
}
