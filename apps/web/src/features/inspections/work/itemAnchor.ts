/** The id of an item's element on the inspection page, which the missing list jumps to. */
export const itemAnchor = (itemId: number) => `inspection-item-${itemId}`;

/** Brings an item of the inspection page into view and moves the focus to it. */
export function jumpToItem(itemId: number): void {
  const element = document.getElementById(itemAnchor(itemId));
  if (!element) return;
  element.scrollIntoView({ block: 'start' });
  element.focus({ preventScroll: true });
}
