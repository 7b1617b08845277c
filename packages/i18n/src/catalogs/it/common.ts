/** Messages used across packages (it). */
export const common = {
  'app.name': 'Altalena',
} as const satisfies Record<string, string>;
