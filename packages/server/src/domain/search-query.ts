/**
 * How a typed query becomes search terms (pure): every word must match, so "melbourn uni" and
 * "University of Melbourne, Australia" find the University of Melbourne. A word that names a
 * country ("australia", "澳大利亚", "澳洲") also matches the institution's country, because names
 * rarely contain it. Short Latin words (three letters or fewer) match only at the start of a word
 * or an abbreviation: "ucl" must not bring EUCLID and Nuclear, "ox" not Fox and Knox. Chinese has
 * no spaces between words, so a Chinese word matches anywhere ("省理工" in 麻省理工学院).
 */
import { COUNTRIES } from '../data/countries';
import { searchNormalize } from './search-text';

export interface SearchTerm {
  /** Normalized text of one word. */
  readonly word: string;
  /** Only at a word start (short Latin words). */
  readonly wordStartOnly: boolean;
  /** Alpha-3 codes of the countries this word names, if any. */
  readonly countries: readonly string[];
}

export interface SearchQuery {
  /** The whole normalized query (ranks exact and prefix matches of the phrase). */
  readonly phrase: string;
  readonly terms: readonly SearchTerm[];
}

const SHORT_LATIN = /^[a-z0-9&']{1,3}$/;

let countryNames: Map<string, string[]> | undefined;

/** Normalized country name (en, zh, zh-TW) -> alpha-3 codes. */
function countriesByName(): Map<string, string[]> {
  if (countryNames) return countryNames;
  countryNames = new Map();
  for (const [, a3, , en, zh, tw] of COUNTRIES) {
    for (const name of [en, zh, tw]) {
      const key = searchNormalize(name);
      countryNames.set(key, [...(countryNames.get(key) ?? []), a3]);
    }
  }
  return countryNames;
}

export function parseSearchQuery(raw: string, maxLength: number): SearchQuery {
  const phrase = searchNormalize(raw).slice(0, maxLength).trim();
  const words = [...new Set(phrase.split(' ').filter(Boolean))];
  const names = countriesByName();
  // A two-word country name ("new zealand", "united kingdom") counts as one term.
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : '';
    if (pair && names.has(pair)) {
      terms.push({ word: pair, wordStartOnly: false, countries: names.get(pair) ?? [] });
      i += 1;
      continue;
    }
    const word = words[i] as string;
    terms.push({ word, wordStartOnly: SHORT_LATIN.test(word), countries: names.get(word) ?? [] });
  }
  return { phrase, terms };
}
