import { describe, expect, it } from 'vitest';
import { getParams } from './params';

describe('getParams', () => {
  it('drops empty and null values, keeps 0 and false, adds the timestamp', () => {
    expect(getParams({ a: '', b: null, c: undefined, d: 0, e: false, f: 'x' }, 1700000000000)).toEqual({
      d: '0',
      e: 'false',
      f: 'x',
      t: '1700000000000',
    });
  });
  it('works without params', () => {
    expect(getParams(undefined, 5)).toEqual({ t: '5' });
  });
});
