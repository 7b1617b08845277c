/** Messages of the input primitives (en). */
export const uiInputs = {
  'ui.button.pending': 'Please wait…',
} as const satisfies Record<string, string>;
