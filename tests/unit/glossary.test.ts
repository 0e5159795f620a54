/**
 * Issue 14 item 7: one glossary per language. Every string literal of the product's sources (messages,
 * legal texts, content seeds, server answers; tests, stories and generated files aside) is checked
 * against the "Never" column of docs/glossary.md, so a new page cannot bring back "account manager"
 * beside "payment specialist".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '../..');

/** The glossary's first table: one row per idea, the last cell lists the words never to use. */
export function forbiddenWords(markdown: string): string[] {
  const rows = markdown.split('\n').filter((line) => line.startsWith('|') && !line.startsWith('|---'));
  const header = rows.findIndex((line) => line.includes('Never'));
  const words: string[] = [];
  for (const row of rows.slice(header + 1)) {
    const cells = row.split('|').slice(1, -1);
    if (cells.length !== 5) break; // the formats table has four columns
    words.push(...cells[4]!.split(';').map((w) => w.trim()).filter(Boolean));
  }
  return words;
}

/** A word as a pattern: Latin words on word boundaries, the first letter in either case, the rest exact. */
function pattern(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!/^[A-Za-z]/.test(word)) return new RegExp(escaped);
  return new RegExp(`\\b[${word[0]!.toUpperCase()}${word[0]!.toLowerCase()}]${escaped.slice(1)}\\b`);
}

/** The string literals of a source file ('…', "…", `…`), comments skipped. */
export function stringLiterals(source: string): string[] {
  const out: string[] = [];
  const token = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;
  for (const match of source.matchAll(token)) {
    if (!match[0].startsWith('/')) out.push(match[0].slice(1, -1));
  }
  return out;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories|generated|check)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('glossary', () => {
  const words = forbiddenWords(readFileSync(join(repo, 'docs/glossary.md'), 'utf8'));

  it('reads the Never column of docs/glossary.md', () => {
    expect(words).toContain('account manager');
    expect(words).toContain('客户经理');
    expect(words).toContain('Terms of Use');
  });

  it('finds a forbidden word in a string, not in a comment, and not inside another word', () => {
    const found = (source: string) => stringLiterals(source).some((s) => words.some((w) => pattern(w).test(s)));
    expect(found(`const a = 'Contact your account manager';`)).toBe(true);
    expect(found(`const a = "您的客户经理";`)).toBe(true);
    expect(found('const a = `Your Account manager ${x}`;')).toBe(true);
    expect(found(`// the account manager's card\nconst a = 'payment specialist';`)).toBe(false);
    expect(found(`const a = 'EduPay service desk';`)).toBe(false);
  });

  it('no product string uses a word the glossary rules out', () => {
    const offenders: string[] = [];
    for (const file of readdirSync(join(repo, 'packages')).flatMap((p) => sources(join(repo, 'packages', p, 'src')))) {
      for (const literal of stringLiterals(readFileSync(file, 'utf8'))) {
        for (const word of words) {
          if (pattern(word).test(literal)) offenders.push(`${relative(repo, file)}: "${word}" in ${JSON.stringify(literal.slice(0, 90))}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
