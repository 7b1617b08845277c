/** Messages used across packages (en). */
export const common = {
  'app.name': 'Altalena',
} as const satisfies Record<string, string>;
