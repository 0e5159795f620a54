import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tokens } from './tokens';

const css = readFileSync(new URL('../tokens.css', import.meta.url), 'utf8');

/** One spelling for a CSS value: Prettier wraps long values and writes strings in single quotes. */
const canonical = (value: string) => value.replace(/\s+/g, ' ').replace(/"/g, "'").trim();

/** `--name: value;` declarations inside the first block that follows `selector {`. */
function declarations(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start + selector.length + 2, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, canonical(m[2]!)]));
}

describe('tokens.css', () => {
  it('defines every token of tokens.ts on :root with the same value, and nothing else', () => {
    const expected = Object.fromEntries(
      Object.entries(tokens).map(([name, value]) => [`--edupay-${name}`, canonical(value)]),
    );
    expect(declarations(':root')).toEqual(expected);
  });

  it('maps the theme onto the variables only (no raw values in @theme), and only onto tokens that exist', () => {
    const theme = declarations('@theme inline');
    expect(Object.keys(theme).length).toBeGreaterThan(0);
    for (const [name, value] of Object.entries(theme)) {
      const match = /^var\(--edupay-([\w-]+)\)$/.exec(value);
      expect(match, `${name}: ${value}`).not.toBeNull();
      expect(Object.keys(tokens)).toContain(match![1]);
    }
  });
});
