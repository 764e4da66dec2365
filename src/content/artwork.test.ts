import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { artwork } from './artwork.ts';
import { destinations } from './catalogue.ts';

const publicDir = new URL('../../public', import.meta.url);

describe('artwork', () => {
  it('draws every trip: a main picture and three gallery scenes, all on disk with Italian alt texts', () => {
    for (const destination of destinations) {
      const images = artwork[destination.id];
      expect(images, destination.id).toBeDefined();
      expect(images!.gallery).toHaveLength(3);
      for (const image of [images!.main, ...images!.gallery, ...images!.photos]) {
        expect(fs.existsSync(new URL(`.${image.src}`, `${publicDir.href}/`)), image.src).toBe(true);
        expect(image.src).toMatch(
          new RegExp(`^/artwork/${destination.id}/[a-z0-9-]+\\.[0-9a-f]{8}\\.svg$`),
        );
        expect(image.alt.length).toBeGreaterThan(15);
        expect(image.placeholder).toMatch(/^linear-gradient\(/);
      }
    }
  });

  it('gives Iceland and Tanzania more than twelve photos, and nobody else any', () => {
    const withPhotos = Object.entries(artwork).filter(([, images]) => images.photos.length > 0);
    expect(withPhotos.map(([id]) => id).sort()).toEqual(['islanda-norvegia', 'tanzania-zanzibar']);
    for (const [, images] of withPhotos) expect(images.photos.length).toBeGreaterThan(12);
  });
});
