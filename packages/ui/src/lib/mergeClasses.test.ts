import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { mergeClasses } from './mergeClasses';

// Every class the kit and the app write (string literals made only of class-like words; this module's
// own patterns are not classes), so a new utility family in the sources is checked against
// tailwind-merge without anyone listing it here.
const packages = fileURLToPath(new URL('../../../', import.meta.url));
function sourceClasses(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.(test|stories)\./.test(name) && name !== 'mergeClasses.ts') files.push(path);
    }
  };
  walk(join(packages, 'ui/src'));
  walk(join(packages, 'app/src'));
  const classLike =
    /^!?([a-z0-9-]+(\[[^\]]*\])?:)*!?-?[a-z][a-z0-9-]*(\/[0-9a-z.]+)?(-\[[^\]\s]+\]|-\([^)\s]+\))?(\/[0-9]+)?!?$/;
  const found = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/(['"`])([^'"`\n]*?)\1/g)) {
      const words = (match[2] ?? '').trim().split(/\s+/).filter(Boolean);
      if (
        words.length > 0 &&
        words.every((w) => classLike.test(w)) &&
        words.some((w) => w.includes('-') || w.includes(':'))
      )
        for (const w of words) found.add(w);
    }
  }
  return [...found];
}

describe('mergeClasses', () => {
  const classes = sourceClasses();
  const utilities = [...new Set(classes.map((c) => c.slice(c.lastIndexOf(':') + 1)))];

  it('finds the sources’ classes', () => {
    expect(utilities.length).toBeGreaterThan(300);
    expect(utilities).toEqual(
      expect.arrayContaining(['px-4', 'text-sm', 'text-primary', 'bg-surface', 'rounded-md', 'border-line']),
    );
  });

  it('agrees with tailwind-merge on every pair of the sources’ utilities, in both orders', () => {
    const disagreements: string[] = [];
    for (const a of utilities) {
      for (const b of utilities) {
        const input = `${a} ${b}`;
        if (mergeClasses(input) !== twMerge(input))
          disagreements.push(`${input} -> ${mergeClasses(input)} (tailwind-merge: ${twMerge(input)})`);
      }
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
  }, 60_000); // half a million pairs: a few seconds alone, more on a loaded machine

  it('agrees with tailwind-merge on the sources’ classes with variants against their plain and varied forms', () => {
    const varied = classes.filter((c) => c.includes(':'));
    const disagreements: string[] = [];
    for (const v of varied) {
      const plain = v.slice(v.lastIndexOf(':') + 1);
      const prefix = v.slice(0, v.lastIndexOf(':') + 1);
      for (const other of utilities) {
        for (const input of [`${v} ${other}`, `${v} ${prefix}${other}`, `${prefix}${other} ${v}`, `${plain} ${v}`]) {
          if (mergeClasses(input) !== twMerge(input))
            disagreements.push(`${input} -> ${mergeClasses(input)} (tailwind-merge: ${twMerge(input)})`);
        }
      }
    }
    expect(disagreements.slice(0, 20)).toEqual([]);
  }, 60_000);

  it('lets the later class win, keeps what it does not know, and reads variants in any order', () => {
    expect(mergeClasses('px-2 py-1 p-4')).toBe('p-4');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('text-sm text-primary text-lg')).toBe('text-primary text-lg');
    expect(mergeClasses('hover:focus:bg-primary focus:hover:bg-danger')).toBe('focus:hover:bg-danger');
    expect(mergeClasses('md:px-2 px-4')).toBe('md:px-2 px-4');
    expect(mergeClasses('  my-widget   other-thing  ')).toBe('my-widget other-thing');
    expect(mergeClasses('w-[calc(100%-2rem)] w-full')).toBe('w-full');
    expect(mergeClasses('data-[state=open]:block data-[state=open]:hidden')).toBe('data-[state=open]:hidden');
  });
});
