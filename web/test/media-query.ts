/**
 * A MediaQueryList for jsdom, which has none: `matches` as given; a real EventTarget, so a test can dispatch
 * 'change'. The deprecated addListener/removeListener are left out (the app listens with addEventListener).
 */
export function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  const list: Omit<MediaQueryList, 'addListener' | 'removeListener'> = Object.assign(new EventTarget(), {
    matches,
    media: query,
    onchange: null,
  });
  return list as MediaQueryList;
}

/** The 'change' event a MediaQueryList dispatches when the query starts or stops matching. */
export function mediaQueryChange(matches: boolean): MediaQueryListEvent {
  return Object.assign(new Event('change'), { matches, media: '' });
}
