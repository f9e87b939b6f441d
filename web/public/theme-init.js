/* Applies the saved theme before first paint, in <head>: loaded as this file by `vite dev`, inlined into
   index.html by the build (vite.config.ts; the gateway's CSP allows it by its SHA-256, no other inline
   script). Keep the key and values in sync with src/lib/theme.tsx. */
(function () {
  var preference = 'system';
  try {
    var saved = window.localStorage.getItem('library-theme');
    if (saved === 'light' || saved === 'dark' || saved === 'system') preference = saved;
  } catch (_error) {
    /* storage blocked: fall back to the system theme */
  }
  var dark =
    preference === 'dark' ||
    (preference === 'system' && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
})();
