import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  createMemoryStorage,
  readHistory,
  SEARCH_HISTORY_KEY,
  SEARCH_HISTORY_LIMIT,
  writeHistory,
} from './searchHistory';
import { alpha2, chineseName, flagEmoji, schoolLabel, type SchoolResult } from './schoolResult';

const oxford: SchoolResult = {
  en: 'University of Oxford',
  local: '牛津大学',
  code: 'GB001',
  cy: 'GB',
  type: 'tuition',
  is_school: 1,
};
const ucl: SchoolResult = {
  en: 'University College London',
  local: '伦敦大学学院',
  ab: 'UCL',
  code: 'GB002',
  cy: 'GB',
};
const melbourne: SchoolResult = { en: 'University of Melbourne', zh: '墨尔本大学', code: 'AU001', cy: 'AUS' };

describe('addToHistory', () => {
  it('puts a new pick first (newest first)', () => {
    expect(addToHistory([oxford], ucl).map((s) => s.code)).toEqual(['GB002', 'GB001']);
  });

  it('does not add a pick whose code is already there, and does not move it', () => {
    const history = [ucl, oxford];
    const again = addToHistory(history, { ...oxford, en: 'Oxford (renamed)' });
    expect(again).toEqual([ucl, oxford]);
  });

  it('compares codes as strings (the API may send numbers)', () => {
    const numeric: SchoolResult = { en: 'University of Toronto', code: 1042 };
    expect(addToHistory([numeric], { ...numeric, code: '1042' })).toHaveLength(1);
  });

  it('keeps at most the limit, dropping the oldest', () => {
    let history: SchoolResult[] = [];
    for (let i = 0; i < SEARCH_HISTORY_LIMIT + 3; i += 1)
      history = addToHistory(history, { en: `School ${i}`, code: i });
    expect(history).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(history[0]!.code).toBe(SEARCH_HISTORY_LIMIT + 2);
    expect(history.at(-1)!.code).toBe(3);
    expect(addToHistory([oxford, ucl], melbourne, 2).map((s) => s.code)).toEqual(['AU001', 'GB001']);
  });

  it('does not mutate the list it is given', () => {
    const history = [oxford];
    addToHistory(history, ucl);
    expect(history).toEqual([oxford]);
  });
});

describe('history storage', () => {
  it('round-trips through the documented key', () => {
    const storage = createMemoryStorage();
    writeHistory(storage, [ucl, oxford]);
    expect(JSON.parse(storage.getItem(SEARCH_HISTORY_KEY)!)).toHaveLength(2);
    expect(readHistory(storage)).toEqual([ucl, oxford]);
  });

  it('removes the key when the history is cleared', () => {
    const storage = createMemoryStorage({ [SEARCH_HISTORY_KEY]: JSON.stringify([oxford]) });
    writeHistory(storage, []);
    expect(storage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
  });

  it('reads bad JSON, foreign data and a missing storage as empty', () => {
    expect(readHistory(createMemoryStorage({ [SEARCH_HISTORY_KEY]: '{not json' }))).toEqual([]);
    expect(readHistory(createMemoryStorage({ [SEARCH_HISTORY_KEY]: '{"a":1}' }))).toEqual([]);
    expect(
      readHistory(createMemoryStorage({ [SEARCH_HISTORY_KEY]: JSON.stringify([oxford, { foo: 1 }, null]) })),
    ).toEqual([oxford]);
    expect(readHistory(null)).toEqual([]);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readHistory(broken)).toEqual([]);
    expect(() => writeHistory(broken, [oxford])).not.toThrow();
  });
});

describe('school names and flags', () => {
  it('reads the Chinese name from local or zh', () => {
    expect(chineseName(oxford)).toBe('牛津大学');
    expect(chineseName(melbourne)).toBe('墨尔本大学');
    expect(chineseName({ en: 'X', code: 1 })).toBeUndefined();
    expect(schoolLabel(oxford, 'zh-CN')).toBe('牛津大学');
    expect(schoolLabel(oxford, 'en')).toBe('University of Oxford');
  });

  it('spells the flag with regional indicators from alpha-2 or alpha-3', () => {
    expect(flagEmoji('GB')).toBe('\u{1F1EC}\u{1F1E7}');
    expect(flagEmoji('aus')).toBe('\u{1F1E6}\u{1F1FA}');
    expect(alpha2('UK')).toBe('GB');
    expect(flagEmoji('XYZ')).toBeUndefined();
    expect(flagEmoji(undefined)).toBeUndefined();
  });
});
