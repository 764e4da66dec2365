import { manifestTable } from '#domain/departure-manifest.ts';
import type { StaffDepartureManifest } from '#domain/backoffice.ts';
import { formatDate } from '#domain/format.ts';

/**
 * The passenger list as an Excel workbook (exceljs, loaded with the first download): the trip,
 * its dates and coordinators above the list, the heading row bold and frozen, every column as
 * wide as its longest value, and passport numbers kept as text.
 */
export async function manifestXlsx(
  manifest: StaffDepartureManifest,
): Promise<Uint8Array<ArrayBuffer>> {
  const { default: ExcelJS } = await import('exceljs');
  const { departure } = manifest;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Maestrale Viaggi';
  const sheet = workbook.addWorksheet('Passeggeri');
  sheet.addRow([`${departure.destinationTitle}`]).font = { bold: true, size: 14 };
  sheet.addRow([
    `Dal ${formatDate(departure.startDate)} al ${formatDate(departure.endDate)} · coordinatori ${departure.coordinators.join(' e ')}`,
  ]);
  sheet.addRow([]);
  const [heading, ...lines] = manifestTable(manifest);
  sheet.addRow(heading!).font = { bold: true };
  sheet.addRows(lines);
  sheet.views = [{ state: 'frozen', ySplit: 4 }];
  sheet.columns.forEach((column, index) => {
    const widest = Math.max(...[heading!, ...lines].map((line) => line[index]?.length ?? 0));
    column.width = Math.min(Math.max(widest + 2, 10), 40);
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer()) as Uint8Array<ArrayBuffer>;
}
