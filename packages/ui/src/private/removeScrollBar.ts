import { useEffect } from 'react';

// Stands in for `react-remove-scroll-bar` (aliased in vite.shared.ts), which Radix's Dialog and Select use
// through `react-remove-scroll`: the original injects an inline <style> element for its rule, which the
// site's CSP (no inline styles) refuses, and the browser logs a violation each time a dialog or a select
// opens. Here the rule is in a style sheet of the site (scrollLock.css.ts) and the only per-page value,
// the width of the scroll bar that goes away, is set through the CSSOM, which the CSP allows.

/** The body attribute that the style sheet's rule matches: how many locks are held. */
const lockAttribute = 'data-scroll-locked';

/** The CSS variable holding the width of the removed scroll bar. */
export const removedBarSizeVariable = '--removed-body-scroll-bar-size';
/** The original's class name for fixed elements kept off the scroll bar; kept so that its importers resolve. */
export const zeroRightClassName = 'right-scroll-bar-position';
/** The original's class name for fixed full-width elements; kept so that its importers resolve. */
export const fullWidthClassName = 'width-before-scroll-bar';
/** The original's class name of a page without scroll bars; kept so that its importers resolve. */
export const noScrollbarsClassName = 'with-scroll-bars-hidden';

/** The page's scroll bar width (0 with overlay scroll bars, as on phones). */
export function getGapWidth() {
  if (typeof window === 'undefined') return { left: 0, top: 0, right: 0, gap: 0 };
  return {
    left: 0,
    top: 0,
    right: 0,
    gap: Math.max(0, window.innerWidth - document.documentElement.clientWidth),
  };
}

const heldLocks = () => Number.parseInt(document.body.getAttribute(lockAttribute) ?? '0', 10) || 0;

/** Stops the page from scrolling while mounted (nested locks count). */
export function RemoveScrollBar(): null {
  useEffect(() => {
    const { body } = document;
    if (heldLocks() === 0) body.style.setProperty(removedBarSizeVariable, `${getGapWidth().gap}px`);
    body.setAttribute(lockAttribute, String(heldLocks() + 1));
    return () => {
      const left = heldLocks() - 1;
      if (left > 0) body.setAttribute(lockAttribute, String(left));
      else {
        body.removeAttribute(lockAttribute);
        body.style.removeProperty(removedBarSizeVariable);
      }
    };
  }, []);
  return null;
}
