// The screens' shared code in one dynamic entry: the signed-in shell fetches it when the browser is idle,
// so that the first list or form the user opens adds only its own few kilobytes (bundle-check.mjs
// measures each screen against this set).
export * from './index';
export * from '@altalena/forms';
