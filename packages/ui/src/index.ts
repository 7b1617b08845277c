// Public API of @altalena/ui, listed by name. Each group is kept in its own block.

export { AltalenaProvider } from './AltalenaProvider';
export type { AltalenaProviderProps } from './AltalenaProvider';

// --- inputs ---
export { Button } from './Button';
export type { ButtonProps } from './Button';
// --- end inputs ---

// --- overlays ---
// --- end overlays ---

// --- display ---
// --- end display ---

// --- layouts ---
// --- end layouts ---
