import { useState } from 'react';
import { MapPin } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { siteConfig } from '../../lib/page-data.ts';

/** The office on OpenStreetMap, loaded only when the visitor asks: no third party before that. */
export function MapSection() {
  const [open, setOpen] = useState(false);
  const [lat, lon] = siteConfig.officeCoordinates;
  const d = 0.004;
  const src = `https://www.openstreetmap.org/export/embed.html?bbox=${lon - d},${lat - d},${lon + d},${lat + d}&layer=mapnik&marker=${lat},${lon}`;
  return (
    <section aria-labelledby="map-title" className="mx-auto max-w-7xl px-4 pb-16 md:px-6 md:pb-20">
      <h2 id="map-title" className="text-3xl font-semibold md:text-4xl">
        Vieni a trovarci
      </h2>
      <p className="mt-2 flex items-center gap-2 text-lg text-navy-700">
        <MapPin className="size-5 text-sea-700" aria-hidden /> {siteConfig.address}
      </p>
      <div className="mt-6 overflow-hidden rounded-[var(--radius-card)] bg-sea-50 shadow-[var(--shadow-card)]">
        {open ? (
          <iframe
            title={`Mappa: ${siteConfig.address}`}
            src={src}
            className="h-80 w-full md:h-96"
            loading="lazy"
          />
        ) : (
          <div className="grid h-80 place-items-center bg-[radial-gradient(circle_at_30%_40%,#cdeceA_0,#e9f6f5_40%,#f5efe3_100%)] p-6 text-center md:h-96">
            <div>
              <p className="mx-auto max-w-sm text-navy-700">
                La mappa è fornita da OpenStreetMap: si carica solo se la apri.
              </p>
              <Button className="mt-4" onClick={() => setOpen(true)}>
                Mostra la mappa
              </Button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
