import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TripPhoto } from '#domain/trip-photos.ts';
import { TripPhotoPicture } from './trip-photo.tsx';

const ID = '0123456789abcdef01234567';
const photo: TripPhoto = {
  id: ID,
  alt: 'Il gruppo <sulla> duna "di" Erg Chebbi',
  width: 3024,
  height: 4032,
  focus: { x: 0.25, y: 0.8 },
  widths: [480, 800, 1200, 1600, 1800],
  placeholder: 'linear-gradient(180deg, #3a8fcb 0%, #f6e8cc 50%, #a2eadb 100%)',
};
const SIZES = '(min-width: 768px) 50vw, 100vw';
const draw = (priority?: boolean) =>
  renderToStaticMarkup(<TripPhotoPicture photo={photo} sizes={SIZES} priority={priority} />);
const srcset = (format: string) =>
  photo.widths.map((width) => `/photos/${ID}-${width}.${format} ${width}w`).join(', ');

describe('a trip photo as the server draws it', () => {
  it('offers AVIF first, then WebP, at every width stored, for the width the layout takes', () => {
    const html = draw(true);
    expect(html).toContain(
      `<source type="image/avif" srcSet="${srcset('avif')}" sizes="${SIZES}"/>`,
    );
    expect(html).toContain(
      `<source type="image/webp" srcSet="${srcset('webp')}" sizes="${SIZES}"/>`,
    );
    expect(html.indexOf('image/avif')).toBeLessThan(html.indexOf('image/webp'));
    expect(html).toContain(`src="/photos/${ID}-800.webp"`);
  });

  it('keeps its place before it arrives, shows its colours, and keeps its subject in view', () => {
    const html = draw(true);
    expect(html).toContain('width="3024" height="4032"');
    expect(html).toContain(`style="background:${photo.placeholder}"`);
    expect(html).toContain('object-position:25% 80%');
    expect(html).toContain('alt="Il gruppo &lt;sulla&gt; duna &quot;di&quot; Erg Chebbi"');
  });

  it('as the first screen’s picture, is asked for at once and shown whole when it arrives', () => {
    const html = draw(true);
    expect(html).toContain('loading="eager" fetchPriority="high"');
    expect(html).not.toContain('opacity-60');
  });

  it('otherwise waits for the first paint: its box, its colours and what it shows, and the photo lazily for a browser without JavaScript', () => {
    const html = draw();
    expect(html).toMatch(
      new RegExp(
        `^<span role="img" aria-label="Il gruppo &lt;sulla&gt; duna &quot;di&quot; Erg Chebbi" class="block overflow-hidden" style="background:${photo.placeholder.replace(/[()]/g, '\\$&')}"><noscript><picture [^]*</picture></noscript></span>$`,
      ),
    );
    expect(html).toContain('loading="lazy"');
    // Faint only where scripts run: without them nothing would ever mark it as arrived.
    expect(html).toContain('scripting:not-data-[loaded=true]:opacity-60');
  });
});
