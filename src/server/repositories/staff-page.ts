import { sql, type SelectQueryBuilder } from 'kysely';
import { STAFF_PAGE_SIZE, type Page } from '#domain/backoffice.ts';

export type StaffPageRequest = { page: number };

/** A query that reads rows: any select, whatever tables it joins. */
type Rows<Row> = {
  limit(limit: number): { offset(offset: number): { execute(): Promise<Row[]> } };
};

/**
 * One page of a staff list: the rows `select` reads from the filtered tables, as the list shows
 * them, and how many rows the filters keep in all. Both queries run side by side.
 */
export async function staffPage<DB, TB extends keyof DB, Row, Item>(
  page: number,
  filtered: SelectQueryBuilder<DB, TB, object>,
  select: (filtered: SelectQueryBuilder<DB, TB, object>) => Rows<Row>,
  toItems: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Page<Item>> {
  const [rows, count] = await Promise.all([
    select(filtered)
      .limit(STAFF_PAGE_SIZE)
      .offset((page - 1) * STAFF_PAGE_SIZE)
      .execute(),
    // Kysely cannot name the selection of a query generic in its tables: the shape is this one.
    filtered.select(sql`count(*)`.as('total')).executeTakeFirstOrThrow() as Promise<{
      total: number | string;
    }>,
  ]);
  return {
    items: await toItems(rows),
    page,
    pageSize: STAFF_PAGE_SIZE,
    total: Number(count.total),
  };
}

/** `%`, `_` and `\` typed in a search box are searched for, not wildcards (`escape '\\'`). */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
