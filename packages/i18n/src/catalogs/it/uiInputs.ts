/** Messages of the input primitives (it). */
export const uiInputs = {
  'ui.button.pending': 'Attendere…',
} as const satisfies Record<string, string>;
