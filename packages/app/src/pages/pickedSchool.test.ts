import { describe, expect, it } from 'vitest';
import { readPickedSchool, rememberPickedSchool } from './pickedSchool';

function memory() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('the school picked on the home page', () => {
  it('reaches /college_list, and anything unreadable is no pick', () => {
    const storage = memory();
    expect(readPickedSchool(storage)).toBeNull();
    rememberPickedSchool({ code: 'U123', en: 'University of Melbourne' }, storage);
    expect(readPickedSchool(storage)).toEqual({ code: 'U123', en: 'University of Melbourne' });
    storage.setItem('edupay.pickedSchool', '{"code":1}');
    expect(readPickedSchool(storage)).toBeNull();
    storage.setItem('edupay.pickedSchool', 'not json');
    expect(readPickedSchool(storage)).toBeNull();
  });
});
