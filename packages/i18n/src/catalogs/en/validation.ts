/** validation messages (en). */
export const validation = {} as const satisfies Record<string, string>;
