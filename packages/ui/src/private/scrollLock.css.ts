import { globalStyle } from '@vanilla-extract/css';

// Radix's Dialog and Select stop the page behind them from scrolling by marking <body> with
// `data-scroll-locked` (removeScrollBar.ts, in place of the library that injected an inline <style>,
// which the site's CSP refuses): the rule is here, in a style sheet of the site.
globalStyle('body[data-scroll-locked]', {
  // The CSS types know no !important; it must beat any page's own overflow.
  overflow: 'hidden !important' as 'hidden',
  overscrollBehavior: 'contain',
  // The scroll bar's width stays taken, so that the page does not shift sideways.
  marginInlineEnd: 'var(--removed-body-scroll-bar-size, 0px)',
});
