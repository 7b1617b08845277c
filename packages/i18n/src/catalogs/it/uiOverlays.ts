/** uiOverlays messages (it). */
export const uiOverlays = {} as const satisfies Record<string, string>;
