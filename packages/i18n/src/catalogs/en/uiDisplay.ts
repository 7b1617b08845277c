/** uiDisplay messages (en). */
export const uiDisplay = {} as const satisfies Record<string, string>;
