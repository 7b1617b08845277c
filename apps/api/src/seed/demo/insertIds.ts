import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../resources/types';

/**
 * Inserts rows into a table in one statement and returns their ids in row order. The rows travel as one
 * JSON parameter (`json_to_recordset`): thousands of rows with a bind parameter per value are very slow
 * on PGlite, one JSON document is fast on both drivers.
 */
export async function insertIds(
  tx: Tx,
  table: PgTable,
  rows: Record<string, unknown>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(', ');
  const definitions = keys
    .map((key) => `"${columns[key]!.name}" ${columns[key]!.getSQLType()}`)
    .join(', ');
  const result = await tx.execute<{ id: number }>(
    sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${sql.raw(definitions)}) returning id`,
  );
  return result.rows.map((row) => Number(row.id));
}

/** The creation columns of a demo row: the demo admin made it at the load's instant. */
export interface CreatedBy {
  created_by: number;
  created_at: Date;
  updated_at: Date;
}
