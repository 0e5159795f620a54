/**
 * The EduPay design tokens live in the kit (packages/ui/src/tokens.css, typed in tokens/tokens.ts);
 * the kit, the app and Storybook read them from there through `@theme inline`. This file stays for
 * tools that look for a Tailwind config at the root (editor completion): it reads the kit's tokens
 * and maps the same utility names onto the same variables, and no build reads it.
 */
import type { Config } from 'tailwindcss';
import { tokens, type TokenName } from './packages/ui/src/tokens/tokens';

export { tokens, type TokenName };

const v = (name: TokenName) => `var(--edupay-${name})`;

export default {
  content: [],
  theme: {
    extend: {
      colors: {
        primary: {
          DEFAULT: v('color-primary'),
          hover: v('color-primary-hover'),
          contrast: v('color-primary-contrast'),
          soft: v('color-primary-soft'),
        },
        danger: { DEFAULT: v('color-danger'), hover: v('color-danger-hover'), soft: v('color-danger-soft') },
        success: { DEFAULT: v('color-success'), soft: v('color-success-soft') },
        warning: { DEFAULT: v('color-warning'), soft: v('color-warning-soft') },
        info: { DEFAULT: v('color-info'), soft: v('color-info-soft') },
        fg: { DEFAULT: v('color-text'), muted: v('color-text-muted') },
        line: { DEFAULT: v('color-border'), strong: v('color-border-strong') },
        surface: { DEFAULT: v('color-surface'), muted: v('color-surface-muted') },
        overlay: v('color-overlay'),
        focus: v('color-focus'),
      },
      borderRadius: { sm: v('radius-sm'), md: v('radius-md'), lg: v('radius-lg') },
      fontFamily: { sans: v('font-sans') },
      boxShadow: { overlay: v('shadow-overlay') },
    },
  },
} satisfies Config;
