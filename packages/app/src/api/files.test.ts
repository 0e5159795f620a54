import { describe, expect, it } from 'vitest';
import { fileNameOf } from './files';

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="EduPay-receipt-EP20260302123456.pdf"', 'EduPay-receipt-EP20260302123456.pdf'],
    ['attachment', 'fallback.pdf'],
    [null, 'fallback.pdf'],
  ])('%s', (header, name) => expect(fileNameOf(header, 'fallback.pdf')).toBe(name));
});
