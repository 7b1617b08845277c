/** uiOverlays messages (en). */
export const uiOverlays = {} as const satisfies Record<string, string>;
