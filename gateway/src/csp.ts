/**
 * The Content Security Policy of everything the gateway sends but Sandbox's page (./app): scripts
 * from this origin only, plus the inline scripts of the built app's index.html by their SHA-256
 * (the theme's pre-paint script, inlined by the build so that it costs no request before first
 * paint); WebAssembly compiled from this origin's files ('wasm-unsafe-eval': the camera scanner's
 * zxing-wasm, served from the build's /assets, never a CDN; it allows no JavaScript eval); inline
 * styles (the UI libraries set them, and the build inlines the main stylesheet);
 * data:/blob: images, data: fonts and blob: workers; no plugins, no framing. Inline event handlers
 * and any other inline script stay refused.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** `<script>` elements without attributes: classic inline scripts (the JSON state has a `type`). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The `'sha256-…'` sources of index.html's inline scripts, kept current as index.html changes (./web, ./ssr). */
export class InlineScriptHashes {
  private sources: readonly string[] = [];

  /** Reads the inline scripts of `html` (index.html as built). */
  update(html: string): void {
    this.sources = [...html.matchAll(INLINE_SCRIPT)].map(
      ([, script]) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`,
    );
  }

  /** script-src's value: this origin, WebAssembly compilation (not JavaScript eval) and the hashes. */
  scriptSrc(): string {
    return ["'self'", "'wasm-unsafe-eval'", ...this.sources].join(' ');
  }
}

/** Helmet's contentSecurityPolicy option for the app (`inline`: index.html's inline scripts). */
export function appCsp(inline: InlineScriptHashes) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      scriptSrc: [(_req: IncomingMessage, _res: ServerResponse) => inline.scriptSrc()],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      workerSrc: ["'self'", 'blob:'],
    },
  };
}
