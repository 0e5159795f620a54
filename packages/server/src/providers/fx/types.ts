/**
 * A source of mid-market reference rates (issue 17, item 1). Quotes never call it: a job stores
 * what it publishes in `fx_rates`, so every instance quotes from the same rows and an operator's
 * change is seen by all of them at once.
 */
export interface FxSnapshot {
  /** The day the rates are for (YYYY-MM-DD), as the source states it. */
  readonly asOf: string;
  /** The currency the rates are against (the ECB publishes per EUR). */
  readonly base: string;
  /** Units of each currency per one unit of `base`, as the source's decimal strings. */
  readonly rates: Readonly<Record<string, string>>;
}

export interface FxFeed {
  readonly kind: 'dev' | 'ecb';
  fetch(): Promise<FxSnapshot>;
}
