/** One slot of a pager: a page number or a gap. */
export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The slots of a pager: always the first and last page, the current one and its neighbours, and a gap
 * where pages are left out. The count stays at 7 when there are more than 7 pages, so the pager does not jump.
 */
export function paginationItems(page: number, pageCount: number): PaginationItem[] {
  const count = Math.max(1, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(page)), count);
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  let left = current - 1;
  let right = current + 1;
  if (current <= 4) {
    left = 2;
    right = 5;
  } else if (current >= count - 3) {
    left = count - 4;
    right = count - 1;
  }
  const items: PaginationItem[] = [1];
  if (left > 2) items.push('ellipsis-start');
  for (let p = left; p <= right; p++) items.push(p);
  if (right < count - 1) items.push('ellipsis-end');
  items.push(count);
  return items;
}
