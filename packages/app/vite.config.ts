import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompiledMessagesForVite } from '../../scripts/precompiled-messages';

const api = process.env.EDUPAY_API ?? 'http://127.0.0.1:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Message tables ship as ICU ASTs, without the ICU parser: the kit's (i18n/messages/<locale>.ts and
    // every component's *Messages.ts), the validators' (messages/<locale>.ts) and the app's *Messages.ts.
    precompiledMessagesForVite(
      /[\\/]packages[\\/](ui[\\/]src[\\/](i18n[\\/]messages[\\/](en|zh-CN|zh-TW)|components[\\/].*[mM]essages)|forms[\\/]src[\\/]messages[\\/](en|zh-CN|zh-TW)|app[\\/]src[\\/](?!i18n[\\/]define).*[mM]essages)\.ts$/,
    ),
  ],
  resolve: {
    // The app builds the kit and the validators from the workspace sources (one Tailwind pass, no dist needed).
    alias: {
      '@edupay/forms/react': fileURLToPath(new URL('../forms/src/react/index.ts', import.meta.url)),
      '@edupay/forms/contract': fileURLToPath(new URL('../forms/src/contract/index.ts', import.meta.url)),
      '@edupay/forms/icu': fileURLToPath(new URL('../forms/src/icu/index.ts', import.meta.url)),
      '@edupay/forms': fileURLToPath(new URL('../forms/src/index.ts', import.meta.url)),
      '@edupay/ui': fileURLToPath(new URL('../ui/src/index.ts', import.meta.url)),
    },
  },
  // The server puts a fresh CSP nonce in place of this placeholder in every index.html it sends
  // (packages/server/src/plugins/security-headers.ts); Vite adds it to its tags and a
  // <meta property="csp-nonce">, from which its own loader and main.tsx read it.
  html: { cspNonce: 'EDUPAY_CSP_NONCE' },
  // In development the API runs beside Vite; in production one server serves both.
  server: { proxy: { '/api': api, '/dev': api } },
  build: {
    // Read by scripts/route-preloads.mjs (each route's page files, for the server to preload), then removed.
    manifest: !isSsrBuild,
    // The render module (dist/ssr) serves no files: public/ is the browser build's.
    copyPublicDir: !isSsrBuild,
    rollupOptions: {
      onwarn(warning, warn) {
        // Radix ships "use client" directives; they mean nothing in a client-only bundle.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
}));
