import type { AgencySettingsInput } from '#domain/agency-settings-input.ts';
import type { AgencySettings, StaffAgencySettings } from '#domain/agency-settings.ts';
import type { AuditValues } from '#domain/audit.ts';
import { editedMeanwhileMessage } from '#domain/trip-input.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { changedValues, recordAudit } from './audit.ts';
import { moveCatalogueVersion } from './catalogue-version.ts';
import type { StaffUser } from '../security/staff-auth.ts';

/**
 * The agency's settings: one row, read with the catalogue (catalogue.ts) and saved by staff on
 * the version they opened, moving the catalogue's version so every process shows them.
 */

export async function readAgencySettings(db: Db): Promise<StaffAgencySettings> {
  const row = await db
    .selectFrom('agency_settings')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return {
    settings: {
      stats: JSON.parse(row.stats) as AgencySettings['stats'],
      airports: JSON.parse(row.airports) as string[],
      minGroup: row.min_group,
    },
    version: row.version,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** The settings by the names "Impostazioni" gives them. */
function settingsValues({ stats, airports, minGroup }: AgencySettings): AuditValues {
  return {
    'Viaggiatori partiti con voi': stats.travellers,
    'Voto medio': stats.averageRating,
    'Recensioni ricevute': stats.reviews,
    'Clienti soddisfatti (%)': stats.satisfaction,
    'Aeroporti dei nuovi viaggi': airports.join(', '),
    'Minimo partecipanti per partire': minGroup,
  };
}

export function saveAgencySettings(
  db: Db,
  { version, stats, airports, minGroup }: AgencySettingsInput,
  { staff, now }: { staff: StaffUser; now: Date },
): Promise<StaffAgencySettings> {
  return db.transaction().execute(async (trx) => {
    const { settings: before } = await readAgencySettings(trx);
    const updated = await trx
      .updateTable('agency_settings')
      .set({
        stats: JSON.stringify(stats),
        airports: JSON.stringify(airports),
        min_group: minGroup,
        version: version + 1,
        updated_at: now.toISOString(),
        updated_by: staff.name,
      })
      .where('id', '=', 1)
      .where('version', '=', version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      const current = await readAgencySettings(trx);
      throw new HttpError(
        409,
        'conflict',
        editedMeanwhileMessage(current.updatedBy, current.updatedAt),
      );
    }
    await recordAudit(
      trx,
      { staff, now },
      'settings_changed',
      { id: 'agenzia', label: 'Impostazioni dell’agenzia' },
      changedValues(settingsValues(before), settingsValues({ stats, airports, minGroup })),
    );
    await moveCatalogueVersion(trx, now);
    return readAgencySettings(trx);
  });
}
