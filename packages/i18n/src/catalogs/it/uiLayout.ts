/** uiLayout messages (it). */
export const uiLayout = {} as const satisfies Record<string, string>;
