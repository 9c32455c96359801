import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Built into dist/web and served by the api role at /dashboard (src/dashboard/dashboard.ts).
const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: '/dashboard/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    // no inline data: modules or styles: the CSP allows only files from 'self'
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // React Query's "use client" markers mean nothing outside server components
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
