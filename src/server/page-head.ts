import type { RenderedPageAt } from './pages.ts';

/** The head every page starts from. */
export function defaultHead(_page?: RenderedPageAt, _url?: URL): string {
  return `<title>Maestrale Viaggi – Viaggi di gruppo organizzati da Bari</title>
    <meta name="description" content="Viaggi di gruppo di massimo 10 persone con due coordinatori: Maldive, Giappone, New York, Thailandia e molto altro. Prenoti con una piccola caparra, al resto pensiamo noi." />`;
}
