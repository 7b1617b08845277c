/** Index of the column that names each row: the one marked `isRowHeader`, else the first. */
export const rowHeaderIndexOf = (columns: readonly { isRowHeader?: boolean }[]) =>
  Math.max(
    0,
    columns.findIndex((column) => column.isRowHeader),
  );
