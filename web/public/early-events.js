/* Until the app has hydrated a server-rendered page, the page's buttons and fields have no handlers
   (its JavaScript starts after the first paint). Clicks on buttons, and typing and choices in fields,
   made meanwhile are held here and replayed by the app once the page is hydrated
   (src/lib/early-events.tsx), one per frame so that the app renders each before the next, so that
   nothing a visitor does early is lost. Links work as they are. Then <html> gets `data-hydrated`.
   Loaded as this file by `vite dev`, inlined into index.html by the build (its SHA-256 is in the CSP). */
(function () {
  var types = ['click', 'input', 'change'];
  var held = [];
  var heldFields = { input: new Map(), change: new Map() };
  function hold(event) {
    var target = event.target;
    if (!(target instanceof Element) || !target.closest('#root')) return;
    if (event.type === 'click') {
      var button = target.closest('button');
      if (!button) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.push({ element: button, type: 'click' });
    } else {
      // One replay per field and kind, with the field's value as the visitor left it (a replay before
      // it may re-render the field).
      var entry = heldFields[event.type].get(target);
      if (!entry) {
        entry = { element: target, type: event.type };
        heldFields[event.type].set(target, entry);
        held.push(entry);
      }
      entry.value = 'value' in target ? target.value : undefined;
    }
  }
  function replay(entry) {
    var element = entry.element;
    if (!element.isConnected) return;
    if (entry.type === 'click') {
      element.click();
      return;
    }
    if (entry.value !== undefined) {
      // Through the element's own setter first (React tracks it: the value it saw when it hydrated the
      // field), then the prototype's, so that React sees the held value as a change.
      element.value = '';
      var setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value');
      if (setter && setter.set) setter.set.call(element, entry.value);
      else element.value = entry.value;
    }
    element.dispatchEvent(new Event(entry.type, { bubbles: true }));
  }
  types.forEach(function (type) {
    document.addEventListener(type, hold, true);
  });
  window.__libraryReplayEarlyEvents = function () {
    window.__libraryReplayEarlyEvents = function () {};
    types.forEach(function (type) {
      document.removeEventListener(type, hold, true);
    });
    (function next() {
      var entry = held.shift();
      if (!entry) {
        document.documentElement.setAttribute('data-hydrated', '');
        return;
      }
      replay(entry);
      requestAnimationFrame(function () {
        setTimeout(next);
      });
    })();
  };
})();
