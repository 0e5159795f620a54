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
    rememberDraft(15, { amount: '12000.00', purposes: ['tuition'] }, storage, () => new Date('2026-12-07T10:00:00Z'));
    expect(readDraft(15, storage)).toEqual({ values: { amount: '12000.00', purposes: ['tuition'] }, savedAt: '2026-12-07T10:00:00.000Z' });
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

  it("lays the device's newer copy over the server's draft of the same payee", () => {
    const at = (time: string) => `2026-12-07T${time}:00.000Z`;
    expect(mergeDrafts(null, null)).toBeNull();
    expect(mergeDrafts({ values: { amount: '1', payer_email: 'a@b.co' }, saved_at: at('10:00') }, { values: { amount: '2' }, savedAt: at('10:01') })).toEqual({ amount: '2', payer_email: 'a@b.co' });
    expect(mergeDrafts(undefined, { values: { amount: '2' }, savedAt: at('10:00') })).toEqual({ amount: '2' });
    expect(mergeDrafts({ values: { amount: '1' }, saved_at: at('10:00') }, null)).toEqual({ amount: '1' });
  });

  it('never shows one payee\'s draft for another: the newer copy wins whole', () => {
    const at = (time: string) => `2026-12-07T${time}:00.000Z`;
    // An abandoned US draft in the tab, then a re-order of a UK rent order writes the server's draft: the UK one opens.
    const us = { collection_country: 'USA', currency: 'USD', beneficiary_name: 'JOHN SMITH', account_number: '000123456789', amount: '1500.00' };
    const uk = { collection_country: 'GBR', currency: 'GBP', beneficiary_name: 'WANG FANG', account_number: '12345678', amount: '900.00' };
    expect(mergeDrafts({ values: uk, saved_at: at('11:00') }, { values: us, savedAt: at('10:00') })).toEqual(uk);
    // The device's copy is newer but for another payee: shown alone, never mixed with the server's fields.
    expect(mergeDrafts({ values: { ...uk, payer_email: 'a@b.co' }, saved_at: at('10:00') }, { values: us, savedAt: at('11:00') })).toEqual(us);
    // A copy kept before drafts had times counts as the oldest.
    const storage = memory();
    storage.setItem('edupay.orderDraft.0', JSON.stringify(us));
    expect(mergeDrafts({ values: uk, saved_at: at('09:00') }, readDraft(0, storage))).toEqual(uk);
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
