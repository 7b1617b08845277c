/** web messages (en). */
export const web = {} as const satisfies Record<string, string>;
