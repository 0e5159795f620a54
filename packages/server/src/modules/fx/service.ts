/**
 * FX use cases (issue 17, item 1): store what a rate source publishes, let an operator set a rate
 * (audited), and give the rate a quote is made with. Quotes (the payments issue) call `quoteRate`
 * and keep its decimal strings with the quote; nothing here is a float.
 */
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { convertMinor, crossRate, currencyExponent, formatRatio, parseDecimal, withSpread, type Ratio } from '../../domain/fx-rate';
import type { FxFeed, FxSnapshot } from '../../providers/fx/types';
import { allRates, rateOf, writeRate, type FxRateRow } from './repo';

export class FxError extends Error {
  constructor(
    readonly reason: 'currencyUnknown' | 'rateInvalid',
    readonly currency: string,
  ) {
    super(`${reason}: ${currency}`);
  }
}

/** ISO 4217 codes the platform knows (Intl's list), so a typo such as "RMB" is refused. */
const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const CURRENCY = { test: (code: string) => /^[A-Z]{3}$/.test(code) && KNOWN_CURRENCIES.has(code) };

/** The stored numeric ("7.734200000000") as the shortest decimal string ("7.7342"). */
export function decimalText(stored: string): string {
  return stored.includes('.') ? stored.replace(/0+$/, '').replace(/\.$/, '') : stored;
}

/** Rows as the admin call shows them. */
export async function listRates(ctx: AppContext) {
  return (await allRates(ctx.db)).map((row) => ({ currency: row.currency, per_eur: decimalText(row.perEur), source: row.source, as_of: row.asOf, updated_at: row.updatedAt.toISOString() }));
}

/**
 * Stores a snapshot of a source (rates per EUR) in one transaction: every rate is checked first
 * (one bad value stores nothing), currencies the source does not publish keep their row (the ECB
 * has no NGN). Answers how many rates changed.
 */
export async function applySnapshot(db: Db, snapshot: FxSnapshot, source: 'dev' | 'ecb', at: Date): Promise<number> {
  if (snapshot.base !== 'EUR') throw new Error(`rate source base ${snapshot.base}: only EUR is supported`);
  const entries = Object.entries(snapshot.rates);
  for (const [currency, rate] of entries) {
    if (!CURRENCY.test(currency)) throw new FxError('currencyUnknown', currency);
    if (!parseDecimal(rate)) throw new FxError('rateInvalid', currency);
  }
  return db.transaction(async (tx) => {
    let changed = 0;
    for (const [currency, perEur] of entries) {
      if (await writeRate(tx as unknown as Db, { currency, perEur, source, asOf: snapshot.asOf, changedBy: `feed:${source}`, at })) changed += 1;
    }
    return changed;
  });
}

/** Pulls the configured feed now and stores it. */
export async function refreshRates(ctx: AppContext, feed: FxFeed): Promise<{ changed: number; as_of: string }> {
  const snapshot = await feed.fetch();
  return { changed: await applySnapshot(ctx.db, snapshot, feed.kind, ctx.now()), as_of: snapshot.asOf };
}

/**
 * An operator sets one rate by hand (per EUR); the change log keeps who, when, before, after and why.
 * `audit` runs in the same transaction with the row as it was (the console's audit row).
 */
export async function setRate(
  ctx: AppContext,
  input: { currency: string; perEur: string; by: string; reason: string },
  audit?: (tx: Db, before: FxRateRow | undefined, at: Date) => Promise<void>,
): Promise<FxRateRow> {
  if (!CURRENCY.test(input.currency)) throw new FxError('currencyUnknown', input.currency);
  if (!parseDecimal(input.perEur)) throw new FxError('rateInvalid', input.currency);
  const now = ctx.now();
  await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = await rateOf(tx, input.currency);
    await writeRate(tx, { currency: input.currency, perEur: input.perEur, source: 'operator', asOf: now.toISOString().slice(0, 10), changedBy: input.by, reason: input.reason, at: now });
    await audit?.(tx, before, now);
  });
  const row = await rateOf(ctx.db, input.currency);
  if (!row) throw new Error('rate vanished after write');
  return row;
}

export interface QuoteRate {
  /** Units of the payer's currency per unit of the foreign currency, mid-market. */
  readonly mid: Ratio;
  /** The same with the spread: what the payer pays per foreign unit. */
  readonly payer: Ratio;
  readonly midText: string;
  readonly payerText: string;
  readonly spreadBps: number;
  /** The older of the two rates' days. */
  readonly asOf: string;
}

/** The rate a quote uses to sell `foreign` to a payer paying in `payerCurrency`. */
export async function quoteRate(ctx: AppContext, payerCurrency: string, foreign: string): Promise<QuoteRate> {
  const [payerRow, foreignRow] = await Promise.all([rateOf(ctx.db, payerCurrency), rateOf(ctx.db, foreign)]);
  if (!payerRow) throw new FxError('currencyUnknown', payerCurrency);
  if (!foreignRow) throw new FxError('currencyUnknown', foreign);
  const payerPerEur = parseDecimal(decimalText(payerRow.perEur));
  const foreignPerEur = parseDecimal(decimalText(foreignRow.perEur));
  if (!payerPerEur || !foreignPerEur) throw new FxError('rateInvalid', payerPerEur ? foreign : payerCurrency);
  const mid = crossRate(foreignPerEur, payerPerEur);
  const payer = withSpread(mid, ctx.config.fxSpreadBps);
  return { mid, payer, midText: formatRatio(mid, 6), payerText: formatRatio(payer, 6), spreadBps: ctx.config.fxSpreadBps, asOf: payerRow.asOf < foreignRow.asOf ? payerRow.asOf : foreignRow.asOf };
}

/**
 * The mid-market value in CNY fen of an amount in another currency's minor units, for rules that
 * look at a CNY figure (the passport above 300,000 CNY), never for a price; null when no rate exists.
 */
export async function cnyValue(ctx: AppContext, minor: bigint, currency: string): Promise<bigint | null> {
  if (currency === 'CNY') return minor;
  const rate = await quoteRate(ctx, 'CNY', currency).catch((error: unknown) => {
    if (error instanceof FxError) return null;
    throw error;
  });
  return rate ? convertMinor(minor, rate.mid, currencyExponent(currency), 2) : null;
}

/**
 * The console's FX screen: every stored rate per EUR with its source and day, and what one unit of it
 * costs in CNY at mid-market and at the payer's rate (the configured spread), as quotes would use.
 */
export async function ratesWithSpread(ctx: AppContext) {
  const rows = await allRates(ctx.db);
  const cny = rows.find((row) => row.currency === 'CNY');
  const cnyPerEur = cny ? parseDecimal(decimalText(cny.perEur)) : null;
  return {
    spread_bps: ctx.config.fxSpreadBps,
    list: rows.map((row) => {
      const perEur = parseDecimal(decimalText(row.perEur));
      const mid = perEur && cnyPerEur ? crossRate(perEur, cnyPerEur) : null;
      return {
        currency: row.currency,
        per_eur: decimalText(row.perEur),
        source: row.source,
        as_of: row.asOf,
        updated_at: row.updatedAt.toISOString(),
        cny_mid: mid ? formatRatio(mid, 6) : '',
        cny_payer: mid ? formatRatio(withSpread(mid, ctx.config.fxSpreadBps), 6) : '',
      };
    }),
  };
}
