/* Until the app has hydrated a server-rendered page, the page's buttons and fields have no handlers
   (its JavaScript starts after the first paint). Clicks on buttons, and typing and choices in fields,
   made meanwhile are held here and replayed by the app once the page is hydrated
   (src/lib/early-events.ts), so that nothing a visitor does early is lost. Links work as they are.
   Loaded as this file by `vite dev`, inlined into index.html by the build (its SHA-256 is in the CSP). */
(function () {
  var types = ['click', 'input', 'change'];
  var held = [];
  var heldFields = { input: new Set(), change: new Set() };
  function hold(event) {
    var target = event.target;
    if (!(target instanceof Element) || !target.closest('#root')) return;
    if (event.type === 'click') {
      var button = target.closest('button');
      if (!button) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push({ element: button, type: 'click' });
    } else if (!heldFields[event.type].has(target)) {
      // The field keeps its value: one replay tells the app what it is now.
      heldFields[event.type].add(target);
      held.push({ element: target, type: event.type });
    }
  }
  types.forEach(function (type) {
    document.addEventListener(type, hold, true);
  });
  window.__libraryReplayEarlyEvents = function () {
    window.__libraryReplayEarlyEvents = function () {};
    types.forEach(function (type) {
      document.removeEventListener(type, hold, true);
    });
    held.forEach(function (entry) {
      if (!entry.element.isConnected) return;
      if (entry.type === 'click') entry.element.click();
      else entry.element.dispatchEvent(new Event(entry.type, { bubbles: true }));
    });
    held = [];
  };
})();
