import { describe, expect, it } from 'vitest';
import { isSuccess, outcome, STATUS, type Outcome } from './index';

describe('outcome()', () => {
  const table: [number, Outcome][] = [
    [200, 'success'],
    [201, 'success'],
    [202, 'success'],
    [331, 'already_registered'],
    [332, 'already_registered'],
    [371, 'needs_slider'],
    [401, 'logged_out'],
    [402, 'needs_login'],
    [400, 'refused'],
    [407, 'refused'],
    [600, 'refused'],
    [4005, 'maintenance'],
    [4009, 'go_home'],
    [4017, 'order_paid'],
    [204, 'unknown'],
    [399, 'unknown'],
  ];
  it.each(table)('%i is %s', (code, expected) => {
    expect(outcome({ status_code: code })).toBe(expected);
  });
  it('treats a missing or malformed answer as unknown, never success', () => {
    expect(outcome(undefined)).toBe('unknown');
    expect(outcome(null)).toBe('unknown');
    expect(outcome({ status_code: '200' as unknown as number })).toBe('unknown');
    expect(isSuccess(undefined)).toBe(false);
  });
  it('gives every status number exactly one name', () => {
    const numbers = Object.values(STATUS);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
