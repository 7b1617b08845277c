/** validation messages (it). */
export const validation = {} as const satisfies Record<string, string>;
