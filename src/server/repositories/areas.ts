import { areaMessages, type Area } from '#domain/areas.ts';
import { keyOfName } from '#domain/words.ts';
import type { Db } from '../db/database.ts';
import type { StaffUser } from '../security/staff-auth.ts';
import { invalidFields } from '../validation.ts';
import { recordAudit } from './audit.ts';
import { moveCatalogueVersion } from './catalogue-version.ts';

/** Every area, in the filter's order. */
export async function listAreas(db: Db): Promise<Area[]> {
  return db.selectFrom('areas').select(['id', 'name']).orderBy('position').orderBy('id').execute();
}

/**
 * A new area, last in the filter's order. Its key comes from its name, so "Medio oriente" and
 * "Medio Oriente" are one area: the second is refused, even when two colleagues add it at once.
 */
export function addArea(
  db: Db,
  name: string,
  { staff, now }: { staff: StaffUser; now: Date },
): Promise<Area> {
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('areas')
      .select((eb) => eb.fn.max('position').as('position'))
      .executeTakeFirst();
    const area = { id: keyOfName(name), name };
    const added = await trx
      .insertInto('areas')
      .values({
        ...area,
        position: (last?.position ?? -1) + 1,
        created_at: now.toISOString(),
        created_by: staff.name,
      })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!added) throw invalidFields({ name: areaMessages.taken });
    await recordAudit(trx, { staff, now }, 'area_created', { id: area.id, label: name });
    await moveCatalogueVersion(trx, now);
    return area;
  });
}

/** A trip names only areas that exist. */
export async function checkAreasExist(db: Db, ids: readonly string[]): Promise<void> {
  const found = await db.selectFrom('areas').select('id').where('id', 'in', ids).execute();
  if (found.length !== new Set(ids).size) throw invalidFields({ areas: areaMessages.unknown });
}
