import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where `vite dev` / `vite preview` send /graphql (the gateway; PORT 4000 by default). */
const gatewayUrl = process.env['GATEWAY_URL'] ?? 'http://127.0.0.1:4000';

/**
 * Dev: `npm run dev -w web` serves on 5173 and proxies /graphql to the gateway (GATEWAY_URL).
 * Build: `dist/` is served by the gateway on the same origin; the manifest feeds bench/bundle-size.ts.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    // The REST contract's rules (limits, ISBN shape, texts), dependency-free, from the api's source.
    // Only this entry: the contract's zod schemas and the api's server code stay out of the bundle.
    alias: {
      '@library/api/contract/rules': fileURLToPath(new URL('../api/src/contract/rules.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gatewayUrl, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: gatewayUrl, changeOrigin: true },
    },
  },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
  },
});
