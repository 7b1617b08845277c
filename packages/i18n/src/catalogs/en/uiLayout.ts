/** uiLayout messages (en). */
export const uiLayout = {} as const satisfies Record<string, string>;
