/** Headless Chromium's flags on this machine (Debian's build): the e2e suite's and the web benchmarks'. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
