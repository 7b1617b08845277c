// The component and story tests run with `isolate: false`: one page runs every test file of a project, one
// after the other, so that React, react-aria, the app and the MSW worker load once instead of once per file.
// What a new page used to give each file for free, `resetPage()` gives back before every test.
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';

/** The attributes of `<html>` and `<body>` and the title of the page as it first loaded. */
interface PageSnapshot {
  html: [string, string][];
  body: [string, string][];
  title: string;
}

const attributesOf = (element: Element): [string, string][] =>
  Array.from(element.attributes, (attribute) => [attribute.name, attribute.value]);

// Setup files run again for every test file, modules and globals stay: the first run takes the snapshot.
const store = globalThis as typeof globalThis & { __altalenaFreshPage?: PageSnapshot };
const fresh = (store.__altalenaFreshPage ??= {
  html: attributesOf(document.documentElement),
  body: attributesOf(document.body),
  title: document.title,
});

function restoreAttributes(element: Element, attributes: [string, string][]) {
  const keep = new Map(attributes);
  for (const name of element.getAttributeNames()) {
    if (!keep.has(name)) element.removeAttribute(name);
  }
  for (const [name, value] of keep) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

/**
 * Sends keyboard focus back to the top of this page, as on a page just loaded: the next Tab reaches the
 * first focusable element. Without it, a test that tabbed past the end of its render leaves the browser's
 * focus starting point outside this frame, and the next file's first Tab goes nowhere.
 */
function resetFocus() {
  const start = document.createElement('div');
  start.tabIndex = -1;
  document.body.prepend(start);
  start.focus({ preventScroll: true });
  start.remove();
}

/**
 * Puts back what a test may leave on the page outside the tree it rendered: react-aria's LiveAnnouncer (a
 * node prepended to `<body>` by a module-level singleton, whose announcements point at elements of a test
 * that is gone — axe reports them as `role-img-alt`), the colour mode and language on `<html>`, styles or
 * `aria-hidden` on `<body>`, the document title and where keyboard focus starts. Assertions on those then
 * see this test's effects only.
 */
export function resetPage() {
  destroyAnnouncer();
  if (document.querySelector('[data-live-announcer]')) {
    // destroyAnnouncer() reached another copy of the module than the one react-aria-components uses.
    throw new Error(
      "react-aria's LiveAnnouncer is still in the page after destroyAnnouncer(): the root package.json must " +
        'depend on the exact react-aria version that react-aria-components depends on.',
    );
  }
  restoreAttributes(document.documentElement, fresh.html);
  restoreAttributes(document.body, fresh.body);
  document.title = fresh.title;
  resetFocus();
}
