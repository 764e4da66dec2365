import { STAFF_PAGE_SIZE, type Page } from '#domain/backoffice.ts';

export type StaffPageRequest = { page: number };

/**
 * One page of a staff list: its rows, as the list shows them, and how many there are in all.
 * Both queries run side by side on the same filters.
 */
export async function staffPage<Row, Item>(
  page: number,
  query: {
    items: (limit: number, offset: number) => Promise<Row[]>;
    count: () => Promise<{ total: number | string | bigint }>;
    toItems: (rows: Row[]) => Item[] | Promise<Item[]>;
  },
): Promise<Page<Item>> {
  const [rows, count] = await Promise.all([
    query.items(STAFF_PAGE_SIZE, (page - 1) * STAFF_PAGE_SIZE),
    query.count(),
  ]);
  return {
    items: await query.toItems(rows),
    page,
    pageSize: STAFF_PAGE_SIZE,
    total: Number(count.total),
  };
}
