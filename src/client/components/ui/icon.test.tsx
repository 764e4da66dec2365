import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Compass, * as compassModule from 'lucide-react/icons/compass';
import { siteIcon, type IconDrawing } from './icon.tsx';

// The drawing the build hands to `siteIcon` (scripts/build/site-icons.ts): lucide's types leave it out.
const { __iconData: compass } = compassModule as unknown as { __iconData: IconDrawing };
const SiteCompass = siteIcon(compass);

/** lucide's markup without what the site leaves out: its namespace and its own classes. */
const lucideMarkup = (element: React.ReactElement) =>
  renderToStaticMarkup(element)
    .replace(' xmlns="http://www.w3.org/2000/svg"', '')
    .replace(/class="lucide lucide-compass ?/, 'class="');

describe('the site’s icons', () => {
  it('draw lucide’s shapes in lucide’s frame', () => {
    const site = renderToStaticMarkup(<SiteCompass className="size-5 text-sea-700" />);
    expect(site).toContain('d="m16.24 7.76-1.804 5.411');
    expect(site).toContain('width="24" height="24" viewBox="0 0 24 24"');
    expect(site).toContain('stroke-width="2"');
    const attributes = (markup: string) =>
      [...markup.matchAll(/([\w-]+)="([^"]*)"/g)]
        .map(([, name, value]) => `${name}=${value}`)
        .sort();
    expect(attributes(site)).toEqual(
      attributes(lucideMarkup(<Compass className="size-5 text-sea-700" />)),
    );
  });

  it('are hidden from screen readers unless they are labelled', () => {
    expect(renderToStaticMarkup(<SiteCompass />)).toContain('aria-hidden="true"');
    const labelled = renderToStaticMarkup(<SiteCompass aria-label="Bussola" />);
    expect(labelled).toContain('aria-label="Bussola"');
    expect(labelled).not.toContain('aria-hidden');
  });

  it('take a size and a stroke of their own', () => {
    const drawn = renderToStaticMarkup(<SiteCompass size={16} strokeWidth={3} />);
    expect(drawn).toContain('width="16" height="16"');
    expect(drawn).toContain('stroke-width="3"');
  });
});
