/**
 * Where to go after signing in: `next` when it is a path of this site (one `/`, then not `/` or `\`,
 * no control characters a browser would drop: `//evil.example`, `/\evil`, `https://…` are refused),
 * else the catalogue.
 */
export function safeNextPath(next: string | null): string {
  if (next === null || !next.startsWith('/')) return '/';
  if (next[1] === '/' || next[1] === '\\') return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return '/';
  return next;
}
