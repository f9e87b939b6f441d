/** Which precompressed copy of a file the gateway sends for a request's Accept-Encoding (src/compression.ts). */
import { preferredEncoding } from '../src/compression';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['BR, GZIP', 'br'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=1', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*;q=0, identity', 'identity'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    ['identity;q=1, br;q=0.5', 'identity'],
    ['deflate, zstd', 'identity'],
    ['', 'identity'],
  ] as const)('when the request accepts "%s", then %s is sent', (header, expected) => {
    expect(preferredEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  it('when the request sends no Accept-Encoding, then the file is sent as it is', () => {
    expect(preferredEncoding(undefined, ['br', 'gzip'])).toBe('identity');
  });

  it('when the file has only a gzip copy, then a browser that prefers Brotli gets gzip', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd', ['gzip'])).toBe('gzip');
  });

  it('when the file has no copy, then it is sent as it is', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd', [])).toBe('identity');
  });
});
