import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkFile, checkRoom, ruleHints } from './uploadRules';

const doc = { kind: 'document' as const, min: 1, max: 3 };
const selfie = { kind: 'selfie' as const, min: 1, max: 1 };

describe('upload rules as UploadTabs applies them', () => {
  it('accepts a PDF under 2 MB and refuses one of exactly 2 MB (strictly under)', () => {
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 2 * 1024 * 1024 - 1 }, doc)).toBeNull();
    expect(checkFile({ name: 'a.pdf', type: 'application/pdf', size: 2 * 1024 * 1024 }, doc)?.messageId).toBe(
      'uploadSize',
    );
  });
  it('checks the type before the size, and the selfie kind refuses PDFs', () => {
    expect(checkFile({ name: 'a.docx', type: '', size: 10 * 1024 * 1024 }, doc)?.messageId).toBe('uploadType');
    expect(checkFile({ name: 'me.pdf', type: 'application/pdf', size: 1000 }, selfie)?.messageId).toBe('uploadType');
    expect(checkFile({ name: 'me.JPEG', type: 'image/jpeg', size: 1000 }, selfie)).toBeNull();
  });
  it('honours a custom size limit', () => {
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 600 }, { ...doc, maxBytes: 500 })?.values).toEqual({
      maxMb: 0,
    });
  });
  it('refuses a file that would go over the maximum count', () => {
    expect(checkRoom(2, doc)).toBeNull();
    expect(checkRoom(3, doc)).toMatchObject({ messageId: 'uploadCountMax', values: { max: 3 } });
  });
  it('derives the hint and the picker filter from the rules themselves', () => {
    expect(ruleHints(doc).types).toEqual(['PDF', 'JPG', 'PNG']);
    expect(acceptAttribute(ruleHints(doc).types)).toBe('.pdf,.jpg,.jpeg,.png');
    expect(acceptAttribute(ruleHints(selfie).types)).toBe('.jpg,.jpeg,.png');
    expect(ruleHints(doc).size?.values).toEqual({ maxMb: 2 });
  });
});
