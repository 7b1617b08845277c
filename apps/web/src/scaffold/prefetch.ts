// The screens' shared code in one dynamic entry: the signed-in shell fetches it when the browser is idle,
// so that the first list or form the user opens adds only its own few kilobytes (bundle-check.mjs
// measures each screen against this set).
export * from './index';
export * from '@altalena/forms';

/**
 * Loads the user menu's reminders dialog (features/reminders) from here, after the scaffold: the bundler
 * then knows the primitives it shares with the screens are loaded, and regroups none of their chunks.
 */
export const loadRemindersDialog = () => import('../features/reminders/RemindersDialog');
