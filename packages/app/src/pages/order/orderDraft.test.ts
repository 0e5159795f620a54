import { describe, expect, it } from 'vitest';
import { forgetDraft, mergeDrafts, orderKey, readDraft, rememberDraft } from './orderDraft';

function memory() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('order drafts on the device', () => {
  it('keeps the form per payee account until it is forgotten', () => {
    const storage = memory();
    rememberDraft(15, { amount: '12000.00', purposes: ['tuition'] }, storage);
    expect(readDraft(15, storage)).toEqual({ amount: '12000.00', purposes: ['tuition'] });
    expect(readDraft(16, storage)).toBeNull();
    forgetDraft(15, storage);
    expect(readDraft(15, storage)).toBeNull();
  });

  it('reads nothing from broken or foreign storage, and survives a storage that throws', () => {
    const storage = memory();
    storage.setItem('edupay.orderDraft.1', '{not json');
    storage.setItem('edupay.orderDraft.2', '[1,2]');
    expect(readDraft(1, storage)).toBeNull();
    expect(readDraft(2, storage)).toBeNull();
    const refusing = { setItem: () => { throw new Error('quota'); }, getItem: () => { throw new Error('denied'); } };
    expect(() => rememberDraft(1, { a: 1 }, refusing)).not.toThrow();
    expect(readDraft(1, refusing)).toBeNull();
  });

  it("merges the server's draft under the device's", () => {
    expect(mergeDrafts(null, null)).toBeNull();
    expect(mergeDrafts({ amount: '1', payer_email: 'a@b.co' }, { amount: '2' })).toEqual({ amount: '2', payer_email: 'a@b.co' });
    expect(mergeDrafts(undefined, { amount: '2' })).toEqual({ amount: '2' });
  });

  it('keeps one idempotency key per account until the order is placed', () => {
    const storage = memory();
    let n = 0;
    const make = () => `key-${(n += 1)}`;
    expect(orderKey(15, storage, make)).toBe('key-1');
    expect(orderKey(15, storage, make)).toBe('key-1');
    expect(orderKey(16, storage, make)).toBe('key-2');
    forgetDraft(15, storage);
    expect(orderKey(15, storage, make)).toBe('key-3');
  });
});
