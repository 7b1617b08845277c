/** web messages (it). */
export const web = {} as const satisfies Record<string, string>;
