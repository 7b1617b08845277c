/**
 * The places that show the sync state inline (the inspection page's bar at the bottom of a phone): while
 * one is on screen, the floating pill stands down instead of covering that bar's buttons.
 */
let hosts = 0;
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of listeners) listener();
};

/** Subscribes to changes of {@link inlineHostCount}. */
export function subscribeInlineHosts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many inline sync states are mounted. */
export const inlineHostCount = () => hosts;

/** Registers an inline sync state; the returned function unregisters it. */
export function addInlineHost(): () => void {
  hosts += 1;
  changed();
  return () => {
    hosts -= 1;
    changed();
  };
}
