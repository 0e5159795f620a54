import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../packages/ui/src/**/*.mdx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // Stories use the workspace's sources of @edupay/forms, not its built dist/.
    // Pre-bundle the kit's heavier dependencies up front: discovering them mid-run makes Vite reload the page under a running story test.
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [...(viteConfig.optimizeDeps?.include ?? []), 'signature_pad', 'pdfjs-dist', 'qrcode', 'react-aria', 'react-stately'],
    };
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: {
        ...(viteConfig.resolve?.alias as Record<string, string> | undefined),
        '@edupay/forms/react': fileURLToPath(new URL('../packages/forms/src/react/index.ts', import.meta.url)),
        '@edupay/forms/contract': fileURLToPath(new URL('../packages/forms/src/contract/index.ts', import.meta.url)),
        '@edupay/forms/icu': fileURLToPath(new URL('../packages/forms/src/icu/index.ts', import.meta.url)),
        '@edupay/forms': fileURLToPath(new URL('../packages/forms/src/index.ts', import.meta.url)),
      },
    };
    viteConfig.build = {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2000,
      rollupOptions: {
        ...viteConfig.build?.rollupOptions,
        onwarn(warning, warn) {
          // Radix ships "use client" directives that Vite cannot use in a client bundle; they are harmless here.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    };
    return viteConfig;
  },
};

export default config;
