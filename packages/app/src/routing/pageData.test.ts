import { describe, expect, it } from 'vitest';
import { askForPageData, pageDataOf, renderWithPageData, takePageData } from './pageData';

describe('renderWithPageData (a content page rendered on the server with its answers)', () => {
  it('renders again with the answers of what the pass before asked for, until nothing new is asked', async () => {
    const seen: string[] = [];
    const result = await renderWithPageData(async () => {
      // The list asks for its page; once it has it, an item shown with it asks for its detail.
      const list = pageDataOf<string[]>('list');
      if (!list) askForPageData('list', async () => ['a']);
      else if (!pageDataOf('detail|a')) askForPageData('detail|a', async () => 'A');
      const html = `${list?.value.join() ?? 'loading'}|${pageDataOf<string>('detail|a')?.value ?? 'loading'}`;
      seen.push(html);
      return html;
    });
    expect(seen).toEqual(['loading|loading', 'a|loading', 'a|A']);
    expect(result).toEqual({ html: 'a|A', data: { list: ['a'], 'detail|a': 'A' } });
  });

  it('leaves out a call that failed: the page keeps its loading state there, and the browser asks', async () => {
    let passes = 0;
    const result = await renderWithPageData(async () => {
      passes += 1;
      askForPageData('broken', () => Promise.reject(new Error('down')));
      askForPageData('fine', async () => 1);
      return pageDataOf('broken') ? 'shown' : 'loading';
    });
    expect(passes).toBe(2);
    expect(result).toEqual({ html: 'loading', data: { fine: 1 } });
  });

  it('stops after three passes, and keeps nothing for the next render', async () => {
    let n = 0;
    const result = await renderWithPageData(async () => {
      n += 1;
      askForPageData(`call ${n}`, async () => n);
      return String(n);
    });
    expect(result.html).toBe('3');
    expect(Object.keys(result.data)).toEqual(['call 1', 'call 2']);
    expect(pageDataOf('call 1')).toBeUndefined();
  });

  it('outside a server render, asking notes nothing, and an answer is taken once', async () => {
    askForPageData('x', async () => 1);
    expect(pageDataOf('x')).toBeUndefined();
    expect(takePageData('x')).toBe(false);
  });
});
