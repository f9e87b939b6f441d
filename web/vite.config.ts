import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Where `vite dev` / `vite preview` send /graphql (the gateway; PORT 4000 by default). */
const gatewayUrl = process.env['GATEWAY_URL'] ?? 'http://127.0.0.1:4000';

/**
 * Files the build writes compressed copies of: text, and WebAssembly (the camera scanner's zxing-wasm,
 * about a third of its size in Brotli); images and fonts are compressed already.
 */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/;
/** Smaller files are sent as they are (the gateway's COMPRESSION_THRESHOLD_BYTES). */
const COMPRESS_FROM_BYTES = 1024;

/** Every file under `dir`, but those in folders whose name starts with a dot (`.vite/`, the manifest). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
      }),
  );
  return nested.flat();
}

/**
 * After the build: a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy of each text file
 * of `dist/` from 1 KB up, public files (favicon, theme script) and index.html included, when the copy
 * is smaller. The gateway sends the best copy the browser accepts (gateway/src/web.ts); compressed
 * once here at the highest levels, so that no request pays for it.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'library:precompress',
    apply: 'build',
    configResolved(config) {
      // The server bundle (dist/.ssr) is read from disk by the gateway, never sent.
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      const brotli = promisify(brotliCompress);
      const gzipAsync = promisify(gzip);
      const files = (await filesUnder(outDir)).filter((file) => TEXT_FILE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < COMPRESS_FROM_BYTES) return;
          const content = await readFile(file);
          const copies = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: file.endsWith('.wasm')
                  ? constants.BROTLI_MODE_GENERIC
                  : constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }).then((data) => ({ extension: '.br', data })),
            gzipAsync(content, { level: 9 }).then((data) => ({ extension: '.gz', data })),
          ]);
          await Promise.all(
            copies
              .filter(({ data }) => data.length < content.length)
              .map(({ extension, data }) => writeFile(file + extension, data)),
          );
        }),
      );
    },
  };
}

/** Scripts of public/ that index.html loads in <head>: files in dev, inlined by the build (inlineFirstPaint). */
const HEAD_SCRIPTS = ['theme-init.js', 'early-events.js'];

/**
 * The app's entry script and its chunks (the modulepreload links Vite writes), started once a
 * server-rendered page has been painted (its first-contentful-paint entry; 500 ms at most, as for a
 * hidden tab, which paints nothing), so that a phone shows the page before the app's JavaScript
 * (about 115 KB) competes with it for the connection; the app then hydrates it. A page the browser
 * renders itself (an empty #root) starts it at once. Inline, so its SHA-256 is in the gateway's CSP
 * like the head scripts'.
 */
function appLoader(entry: string, preloads: readonly string[]): string {
  const code = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    ${JSON.stringify(preloads)}.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
  document.addEventListener('DOMContentLoaded', function () {
    var root = document.getElementById('root');
    if (!root || !root.firstElementChild || typeof PerformanceObserver !== 'function') return start();
    setTimeout(start, 500);
    try {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        setTimeout(start);
      }).observe({ type: 'paint', buffered: true });
    } catch (error) {
      start();
    }
  });
})();`;
  return `<script>${code}</script>`;
}

/**
 * Build: what the first paint waits for comes inside index.html, not as requests of its own (on a
 * phone each costs a round trip before anything shows): the theme's pre-paint script and the script
 * that holds early clicks for the app to replay (their SHA-256 go into the gateway's CSP:
 * gateway/src/csp.ts), and the app's main stylesheet (the CSP allows
 * inline styles). Both are small (about 1.5 KB and 40 KB, 0.7 KB and 8 KB in Brotli), and a visitor
 * loads index.html once per visit: the app navigates without it from then on. The entry script is
 * started after the first paint (appLoader); its chunks keep their modulepreload links.
 */
function inlineFirstPaint(): Plugin {
  return {
    name: 'library:inline-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        let result = html;
        for (const name of HEAD_SCRIPTS) {
          const script = (await readFile(fileURLToPath(new URL(`./public/${name}`, import.meta.url)), 'utf8')).trim();
          result = result.replace(`<script src="/${name}"></script>`, () => `<script>${script}</script>`);
        }
        const preloads: string[] = [];
        result = result.replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
          preloads.push(href);
          return '';
        });
        result = result.replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) =>
          appLoader(src, preloads),
        );
        result = result.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = context.bundle?.[fileName];
          const css = asset?.type === 'asset' ? String(asset.source) : null;
          return css === null || css.includes('</style') ? tag : `<style>${css}</style>`;
        });
        return result;
      },
    },
  };
}

/** A file of the api's contract (browser-safe rules and texts, which the bundle takes through the alias below). */
const CONTRACT_FILE = /api[\\/]src[\\/]contract[\\/]/;
/** The members' rules and texts in the contract, the desk's scan rules (which use them) and the copies' texts: only lazy screens use them. */
const MEMBER_RULES_FILE = /api[\\/]src[\\/]contract[\\/](member|scan|copies)-rules\.ts$/;
/**
 * The rest of the contract's rules and texts that only lazy screens use (lending, staff and activity,
 * CSV import, ISBN checks): reached from the entry through the contract's rules, like the members',
 * they would otherwise be built by the app chunk at every page's start-up for screens not on the page.
 */
const LAZY_RULES_FILE = /api[\\/]src[\\/]contract[\\/](loan|staff|csv|isbn)-rules\.ts$/;

/** Where the server bundle goes: inside dist/, in a dot-folder the gateway never serves (gateway/src/web.ts). */
export const SSR_OUT_DIR = 'dist/.ssr';

/**
 * Dev: `npm run dev -w web` serves on 5173 and proxies /graphql and the CSV routes to the gateway (GATEWAY_URL).
 * Build: `dist/` is served by the gateway on the same origin, with the compressed copies `precompress`
 * writes; the manifest feeds the bench (bench/).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), inlineFirstPaint(), precompress()],
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
      // The CSV routes keep the browser's Host: the gateway takes an import only from its own origin.
      '/api/books/export.csv': { target: gatewayUrl, changeOrigin: false },
      '/api/books/import': { target: gatewayUrl, changeOrigin: false },
      '/api/members/import': { target: gatewayUrl, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: gatewayUrl, changeOrigin: true },
      // The CSV routes keep the browser's Host: the gateway takes an import only from its own origin.
      '/api/books/export.csv': { target: gatewayUrl, changeOrigin: false },
      '/api/books/import': { target: gatewayUrl, changeOrigin: false },
      '/api/members/import': { target: gatewayUrl, changeOrigin: false },
    },
  },
  // The server bundle is one CommonJS program with everything it uses (React, Apollo Client, the
  // router) inside: the gateway `require`s it (gateway/src/ssr.ts) whatever is installed beside it.
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: {
          input: 'src/entry-server.tsx',
          output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' },
        },
      }
    : {
        target: 'es2022',
        manifest: true,
        sourcemap: false,
        rollupOptions: {
          // The contract's rules are declarations without side effects: what no code uses is left out.
          treeshake: { moduleSideEffects: (id: string) => !CONTRACT_FILE.test(id) },
          output: {
            // What the entry imports statically (the first load of every page) in one chunk: split by
            // which lazy routes share them, the same code came as six files, each compressed apart.
            // The members' rules and texts (contract/member-rules) are reached from the entry through
            // the contract's rules, but only the lazy member screens use them: a chunk of their own,
            // or the app chunk would carry what those screens use of them.
            codeSplitting: {
              groups: [
                { name: 'member-rules', test: MEMBER_RULES_FILE, priority: 2, includeDependenciesRecursively: false },
                { name: 'lazy-rules', test: LAZY_RULES_FILE, priority: 2, includeDependenciesRecursively: false },
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
      },
}));
