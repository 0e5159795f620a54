import type { CSSProperties } from 'react';
import type { TokenName } from './tokens';

export type { TokenName };

/** A partner theme: any subset of the design tokens, by token name (without the `--edupay-` prefix). */
export type EduPayTheme = Partial<Record<TokenName, string>>;

/** Turns a theme into inline CSS variables, so a re-brand needs no rebuild. */
export function themeToStyle(theme: EduPayTheme | undefined): CSSProperties | undefined {
  if (!theme) return undefined;
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme)) {
    if (value !== undefined) style[`--edupay-${name}`] = value;
  }
  return style as CSSProperties;
}
