/* Applies the saved theme before first paint (loaded synchronously in <head>; no inline script, so a
   strict CSP with script-src 'self' holds). Keep the key and values in sync with src/lib/theme.tsx. */
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
