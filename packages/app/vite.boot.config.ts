import { defineConfig } from 'vite';

/**
 * The home page's boot (src/boot.ts), built on its own after the app: a second entry in the app's build would
 * split the app's first load into twice as many files. scripts/home-page.mjs then writes dist/home.html, which
 * names this file instead of the app's entry (and the entry, for the boot to load).
 */
export default defineConfig({
  publicDir: false,
  build: {
    emptyOutDir: false,
    modulePreload: false,
    rollupOptions: { input: 'src/boot.ts', output: { entryFileNames: 'assets/boot-[hash].js' } },
  },
});
