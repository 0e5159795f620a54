/**
 * The European Central Bank's daily reference rates (eurofxref-daily.xml: units per EUR, published
 * around 16:00 CET on TARGET working days), or any feed in the same format, read from a configured
 * URL. The format is fixed and tiny (one Cube with a time, one Cube per currency), so it is read
 * with two anchored patterns; anything unexpected is an error, never a partial snapshot.
 */
import type { FxFeed, FxSnapshot } from './types';

const DAY = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]\s*>/;
const RATE = /<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"](\d{1,12}(?:\.\d{1,12})?)['"]\s*\/>/g;

export function parseEcbXml(xml: string): FxSnapshot {
  const day = DAY.exec(xml)?.[1];
  if (!day) throw new Error('ECB feed: no <Cube time="…"> element');
  const rates: Record<string, string> = { EUR: '1' };
  for (const [, currency, rate] of xml.matchAll(RATE)) rates[currency!] = rate!;
  // Every currency element must be one the strict pattern read: a rate written "1.0859e0" is an
  // error, not a currency silently left out.
  const elements = xml.match(/<Cube\s+currency=/g)?.length ?? 0;
  if (elements === 0) throw new Error('ECB feed: no rates');
  if (elements !== Object.keys(rates).length - 1) throw new Error('ECB feed: a rate is not a plain decimal');
  return { asOf: day, base: 'EUR', rates };
}

export function ecbFxFeed(url: string, timeoutMs = 10_000): FxFeed {
  return {
    kind: 'ecb',
    async fetch() {
      const answer = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/xml, text/xml' } });
      if (!answer.ok) throw new Error(`ECB feed: HTTP ${answer.status}`);
      return parseEcbXml(await answer.text());
    },
  };
}
