/** The app's CSP keeps index.html's inline scripts, and only those, runnable (src/csp.ts). */
import { createHash } from 'node:crypto';
import { InlineScriptHashes } from '../src/csp';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('InlineScriptHashes', () => {
  it('when index.html has not been read, then only scripts from this origin may run, and WebAssembly may be compiled (no eval of JavaScript)', () => {
    expect(new InlineScriptHashes().scriptSrc()).toBe("'self' 'wasm-unsafe-eval'");
  });

  it('when index.html has classic inline scripts, then each is allowed by its SHA-256, and scripts with a src or a type are not', () => {
    const hashes = new InlineScriptHashes();
    hashes.update(
      '<head><script>applyTheme()</script><script src="/x.js"></script></head>' +
        '<body><script type="application/json" id="apollo-state">{}</script><script>\nstart();\n</script></body>',
    );
    expect(hashes.scriptSrc()).toBe(`'self' 'wasm-unsafe-eval' ${sha256('applyTheme()')} ${sha256('\nstart();\n')}`);
  });

  it('when index.html changes, then the hashes are those of the new one', () => {
    const hashes = new InlineScriptHashes();
    hashes.update('<script>old()</script>');
    hashes.update('<script>next()</script>');
    expect(hashes.scriptSrc()).toBe(`'self' 'wasm-unsafe-eval' ${sha256('next()')}`);
  });
});
