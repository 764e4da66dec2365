import type { StaffDepartureManifest } from '#domain/backoffice.ts';
import { manifestTable } from '#domain/departure-manifest.ts';
import { formatDate } from '#domain/format.ts';
import type { SiteConfig } from '#domain/site-config.ts';

/** The list's columns on paper, by their heading, and how wide each is (points, A4 landscape). */
const printed: [string, number][] = [
  ['Cognome', 80],
  ['Nome', 70],
  ['Data di nascita', 62],
  ['Passaporto', 60],
  ['Scadenza passaporto', 80],
  ['Prenotazione', 56],
  ['Stato', 76],
  ['Passaporto ricevuto', 80],
  ['Selfie ricevuto', 60],
  ['Referente', 76],
  ['Telefono referente', 0],
];
const MARGIN = 36;
const ROW = 18;

/**
 * The passenger list to print or send (pdfkit, loaded with the first download): A4 landscape, the
 * agency's header, the trip, its dates and coordinators, then the list, its heading repeated on
 * every page, and "Pagina n di m" at the foot.
 */
export async function manifestPdf(
  manifest: StaffDepartureManifest,
  site: SiteConfig,
): Promise<Uint8Array<ArrayBuffer>> {
  const { default: PDFDocument } = await import('pdfkit');
  const { departure } = manifest;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Elenco passeggeri - ${departure.destinationTitle} - ${formatDate(departure.startDate)}`,
      Author: site.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));

  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(16).text(site.name, MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#334155')
    .text(`${site.legalName} · P.IVA ${site.vatNumber.slice(2)} · ${site.address}`)
    .text(`${site.contactPhone} · ${site.contactEmail}`);
  doc.moveDown(1.2).fillColor('#0f172a').font('Helvetica-Bold').fontSize(14);
  doc.text(`Elenco passeggeri · ${departure.destinationTitle}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(
      `Dal ${formatDate(departure.startDate)} al ${formatDate(departure.endDate)} · coordinatori ${departure.coordinators.join(' e ')} · ${manifest.travellers.length} viaggiatori`,
    );
  doc.moveDown();

  const [heading, ...lines] = manifestTable(manifest);
  const at = printed.map(([title]) => heading!.indexOf(title));
  // The last column takes what the others leave.
  const widths = printed.map(([, w], i) =>
    i === printed.length - 1 ? width - printed.slice(0, -1).reduce((sum, [, x]) => sum + x, 0) : w,
  );
  const row = (cells: string[], bold: boolean) => {
    if (doc.y + ROW > doc.page.height - MARGIN - 20) {
      doc.addPage();
      row(heading!, true);
    }
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    at.forEach((column, i) => {
      // One line per cell: what does not fit ends in "…".
      doc.text(cells[column] ?? '', x + 2, y + 5, {
        width: widths[i]! - 4,
        height: ROW - 8,
        ellipsis: true,
      });
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN, y + ROW)
      .lineTo(MARGIN + width, y + ROW)
      .lineWidth(0.5)
      .strokeColor('#cbd5e1')
      .stroke();
    doc.x = MARGIN;
    doc.y = y + ROW;
  };
  row(heading!, true);
  for (const line of lines) row(line, false);

  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    // In the bottom margin: the page must not flow onto a new one.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#64748b')
      .text(`Pagina ${page - start + 1} di ${count}`, MARGIN, doc.page.height - MARGIN - 10, {
        width,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
