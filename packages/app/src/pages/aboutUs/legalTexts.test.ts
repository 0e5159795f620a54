import { describe, expect, it } from 'vitest';
import { ABOUT_US_KINDS } from './aboutUsKinds';
import { legalTexts } from './legalTexts';

const ids = (kind: keyof typeof legalTexts, locale: keyof (typeof legalTexts)['clause']) =>
  legalTexts[kind][locale].sections.map((s) => s.id);

describe('legal texts of /about_us', () => {
  it('has a document for every kind the shell links to', () => {
    expect(Object.keys(legalTexts).sort()).toEqual([...ABOUT_US_KINDS].sort());
  });

  for (const kind of ABOUT_US_KINDS) {
    it(`${kind}: the three locales have the same sections in the same order`, () => {
      expect(ids(kind, 'zh-CN')).toEqual(ids(kind, 'en'));
      expect(ids(kind, 'zh-TW')).toEqual(ids(kind, 'en'));
    });

    it(`${kind}: a short document of unique sections, none empty`, () => {
      for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
        const doc = legalTexts[kind][locale];
        expect(doc.title).not.toBe('');
        expect(doc.sections.length).toBeGreaterThanOrEqual(8);
        expect(doc.sections.length).toBeLessThanOrEqual(12);
        expect(new Set(ids(kind, locale)).size).toBe(doc.sections.length);
        for (const section of doc.sections) {
          expect(section.heading).not.toBe('');
          expect(section.paragraphs.length).toBeGreaterThan(0);
          // Paragraph counts match too: a translation keeps every clause.
          expect(section.paragraphs.length).toBe(legalTexts[kind].en.sections.find((s) => s.id === section.id)?.paragraphs.length);
        }
      }
    });
  }
});
