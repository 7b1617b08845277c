/** uiDisplay messages (it). */
export const uiDisplay = {} as const satisfies Record<string, string>;
