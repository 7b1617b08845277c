import { globalStyle } from '@vanilla-extract/css';

// Radix's Dialog and Select stop the page behind them from scrolling by marking <body> with
// `data-scroll-locked` and injecting an inline <style> with the rule for it. The site's CSP allows no
// inline styles, which blocks that one, so the rule is here, in a style sheet of the site.
globalStyle('body[data-scroll-locked]', {
  // The CSS types know no !important; it must beat any page's own overflow.
  overflow: 'hidden !important' as 'hidden',
  overscrollBehavior: 'contain',
});
