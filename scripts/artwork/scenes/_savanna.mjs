// Shared savannah set-up for Tanzania and Kenya.
import { sky, sun, moon, stars, cloudBars, ridge, mist } from '../lib/nature.mjs';
import { savanna, farAcacias } from '../lib/africa.mjs';

export const TIMES = {
  dawn: {
    sky: ['#3a3f6e', '#9a6f8e', '#f0a98a', '#fbd7a6'],
    sun: ['#fff2d0', '#ffc08a'],
    ground: ['#a88a5a', '#7a6040', '#4a3a2a'],
    sil: '#2a2028',
    hills: '#8a6f86',
    far: '#6a5064',
  },
  morning: {
    sky: ['#7fb0d8', '#c6dde6', '#f4e6c4'],
    sun: ['#fffbe8', '#fff0c4'],
    ground: ['#d4b46a', '#b08a46', '#8a6a34'],
    sil: '#4a3a28',
    hills: '#9aa8b0',
    far: '#7a8a70',
  },
  noon: {
    sky: ['#4a90cf', '#8cc2e4', '#e6eef0'],
    sun: ['#fffef6', '#fff8d8'],
    ground: ['#d8bc78', '#c09a52', '#9a7a3e'],
    sil: '#4a3a26',
    hills: '#a8b8c4',
    far: '#8a9a76',
  },
  golden: {
    sky: ['#5a7fb0', '#e0b07a', '#f8d89c'],
    sun: ['#fff4d0', '#ffd890'],
    ground: ['#d9a958', '#b07a38', '#7a5228'],
    sil: '#3a2818',
    hills: '#b08a7a',
    far: '#8a6a4a',
  },
  sunset: {
    sky: ['#2d2f5e', '#a04a60', '#ee7f4a', '#fcc470'],
    sun: ['#fff0c4', '#ffa060'],
    ground: ['#c27a3a', '#8a4a26', '#4a2a1a'],
    sil: '#2a1410',
    hills: '#7a4a5a',
    far: '#5a2e2e',
  },
  dusk: {
    sky: ['#1a1f4a', '#4a3f78', '#b0607a', '#f0a070'],
    sun: ['#ffe0b0', '#ff9a70'],
    ground: ['#6a4a3a', '#4a3028', '#2a1c18'],
    sil: '#1a1218',
    hills: '#5a3f5e',
    far: '#3a2a3e',
  },
  night: {
    sky: ['#060a1e', '#0e1838', '#1e2e5a'],
    sun: ['#f4ecd2', '#dfe6ff'],
    ground: ['#2a2a3a', '#1a1a28', '#0e0e18'],
    sil: '#0a0a14',
    hills: '#1a2240',
    far: '#141a30',
  },
};

/** Sky, sun, far hills and grass plain; returns the palette. */
export function plains(
  s,
  time,
  hz,
  { sunX = s.W * 0.7, sunY = hz - 90, sunR = 60, hills = true, clouds = true, acacias = true } = {},
) {
  const t = TIMES[time];
  sky(s, t.sky);
  if (time === 'night') {
    stars(s, 90, { y1: hz });
    moon(s, sunX, sunY, sunR * 0.5, { phase: 0.5 });
  } else sun(s, sunX, sunY, sunR, { core: t.sun[0], halo: t.sun[1], haloOp: 0.75 });
  if (clouds && time !== 'night') cloudBars(s, s.W * 0.08, hz * 0.3, s.W * 0.24, t.sun[1], 0.35);
  if (hills)
    ridge(s, {
      y: hz,
      amp: 12,
      peaks: [
        [s.W * 0.15, 40, s.W * 0.2, 'round'],
        [s.W * 0.85, 30, s.W * 0.2, 'round'],
      ],
      rough: 0.3,
      fill: t.hills,
      bottom: hz + 4,
      smooth: true,
      step: 40,
    });
  savanna(s, hz, { colors: t.ground, tufts: t.sil });
  if (acacias) {
    const list = [];
    for (let i = 0; i < 7; i++)
      list.push([
        ((i + 0.5) / 7) * s.W + ((i * 53) % 70) - 35,
        hz + 4 + (i % 3) * 3,
        0.8 + (i % 2) * 0.4,
      ]);
    farAcacias(s, list, t.far);
  }
  mist(s, hz + 2, 20, t.sky[t.sky.length - 1], 0.5);
  return t;
}
