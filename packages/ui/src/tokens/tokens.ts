/**
 * EduPay design tokens: the one source for the kit, the app and Storybook.
 *
 * Each token is a CSS variable `--edupay-<name>` on `:root`, written in ../tokens.css (which
 * Tailwind reads through `@theme inline`, so utilities point at the variable, never at the raw
 * value). A partner re-brands by overriding the variables in plain CSS (or through
 * `<EduPayProvider theme>`); nothing is rebuilt. This object gives the names their type (EduPayTheme)
 * and is checked against tokens.css by tokens.test.ts, so the two cannot drift apart.
 */
export const tokens = {
  // Brand and text colours. Contrast pairs are chosen for WCAG AA on white.
  'color-primary': '#1f5fd6',
  'color-primary-hover': '#184bad',
  'color-primary-contrast': '#ffffff',
  'color-primary-soft': '#e8f0fd',
  'color-danger': '#c62828',
  'color-danger-hover': '#a01f1f',
  'color-danger-soft': '#fdecec',
  'color-success': '#1b7a3a',
  'color-success-soft': '#e7f5ec',
  'color-warning': '#8a5a00',
  'color-warning-soft': '#fff5e0',
  'color-info': '#1f5fd6',
  'color-info-soft': '#e8f0fd',
  'color-text': '#1d2433',
  'color-text-muted': '#576175',
  'color-border': '#c9cfdb',
  'color-border-strong': '#8b95a8',
  'color-surface': '#ffffff',
  'color-surface-muted': '#f4f6fa',
  'color-overlay': 'rgb(15 23 42 / 0.55)',
  'color-focus': '#1f5fd6',
  // Shape and type.
  'radius-sm': '4px',
  'radius-md': '8px',
  'radius-lg': '12px',
  'font-sans':
    '"Liberation Sans", Arial, "Noto Sans CJK SC", "Noto Sans CJK TC", "PingFang SC", "Microsoft YaHei", sans-serif',
  'shadow-overlay': '0 12px 32px rgb(15 23 42 / 0.18)',
} as const;

export type TokenName = keyof typeof tokens;
