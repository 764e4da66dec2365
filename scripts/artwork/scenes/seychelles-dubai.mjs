import { rect, ell } from '../lib/core.mjs';
import {
  sky,
  sun,
  moon,
  stars,
  cloudBars,
  cloudPuff,
  water,
  ripples,
  reflection,
  birds,
  ridge,
  mist,
  foam,
} from '../lib/nature.mjs';
import { palm, broadTree } from '../lib/flora.mjs';
import { boulder, fanPalm, canopy } from '../lib/tropics.mjs';
import { dhow, rowboat } from '../lib/build.mjs';
import { dubaiSkyline } from './maldive-dubai.mjs';

const GRANITE = { color: '#c29a86', dark: '#7d5c55', light: '#e6c3ad' };

export default {
  main: {
    alt: 'I massi di granito rosa di Anse Source d’Argent tra palme e acqua turchese',
    draw(s) {
      const hz = 500;
      sky(s, ['#3a92cf', '#8fcfea', '#eaf6f0']);
      sun(s, 420, 190, 38, { core: '#fffbe6', halo: '#fff4c4', haloOp: 0.55 });
      cloudPuff(s, 700, 300, 280, '#ffffff', 0.8);
      cloudBars(s, 1100, 180, 260, '#ffffff', 0.5);
      ridge(s, {
        y: hz,
        amp: 6,
        peaks: [[260, 55, 260, 'round']],
        rough: 0.2,
        fill: '#6f9fae',
        bottom: hz + 2,
      });
      water(s, {
        y: hz,
        colors: ['#1c76a8', '#25a9bb', '#6fdccf', '#b4f0dd'],
        bottom: 790,
        lines: 26,
      });
      s.path(`M-20 780Q400 740 800 770T1620 760V${s.H}H-20Z`, '#f6ecd6');
      foam(
        s,
        [
          [-20, 782],
          [400, 744],
          [800, 772],
          [1200, 750],
          [1620, 762],
        ],
        '#ffffff',
        5,
        0.85,
      );
      s.path(`M-20 860Q500 820 900 850T1620 840V${s.H}H-20Z`, '#efe0c2');
      s.meta.bottom = '#efe0c2';
      boulder(s, 1260, 820, 460, 420, GRANITE);
      boulder(s, 1520, 850, 300, 250, GRANITE);
      boulder(s, 1020, 830, 220, 150, GRANITE);
      palm(s, 1180, 520, 470, { lean: -260, color: '#1f3b32' });
      palm(s, 1390, 470, 380, { lean: -80, color: '#24463a' });
      boulder(s, 150, 860, 380, 300, GRANITE);
      boulder(s, 380, 880, 200, 120, GRANITE);
      palm(s, 120, 640, 420, { lean: 170, color: '#1f3b32' });
      s.path(ell(700, 930, 140, 10) + ell(560, 905, 60, 6), '#d8c49e', { opacity: 0.6 });
      birds(s, { x: 800, y: 170, n: 3, spread: 70, size: 12, color: '#2a4a5a', op: 0.5 });
    },
  },
  gallery: [
    {
      alt: 'Alberi di takamaka sulla spiaggia di La Digue e una piroga sull’acqua turchese',
      draw(s) {
        const hz = 540;
        sky(s, ['#4a9ad0', '#9ad4ea', '#f2f0dc']);
        sun(s, 1300, 220, 42, { core: '#fffbe6', halo: '#fff0c0', haloOp: 0.6 });
        cloudBars(s, 200, 200, 320, '#ffffff', 0.55);
        ridge(s, {
          y: hz,
          amp: 8,
          peaks: [
            [1150, 90, 380, 'round'],
            [1450, 60, 200, 'round'],
          ],
          rough: 0.3,
          fill: '#5f8f8e',
          bottom: hz + 2,
        });
        water(s, { y: hz, colors: ['#2582ad', '#2fb3bd', '#8ee4d4'], bottom: 760, lines: 22 });
        rowboat(s, 980, 650, 2.2, { hull: '#c04a32', trim: '#f3efe6' });
        s.path(`M-20 750Q600 720 1000 760T1620 740V${s.H}H-20Z`, '#f3e6c8');
        foam(
          s,
          [
            [-20, 752],
            [600, 722],
            [1000, 760],
            [1620, 742],
          ],
          '#ffffff',
          4,
          0.8,
        );
        s.meta.bottom = '#eadbb8';
        s.path(ell(380, 880, 330, 40) + ell(1250, 900, 260, 30), '#c9b48c', { opacity: 0.55 });
        broadTree(s, 380, 860, 560, { color: '#234a34', lean: 60, w: 330 });
        broadTree(s, 1250, 880, 420, { color: '#2b5a3e', lean: -40, w: 250 });
        boulder(s, 760, 790, 240, 180, GRANITE);
        palm(s, 1500, 820, 460, { lean: -140, color: '#1f3b32' });
      },
    },
    {
      alt: 'Lo skyline di Dubai all’ora blu, con il Burj Khalifa illuminato sul canale',
      draw(s) {
        const hz = 690;
        sky(s, ['#0f1838', '#28356a', '#6d5c8a', '#d28c7c']);
        stars(s, 40, { y1: 300 });
        moon(s, 1320, 170, 28, { phase: 0.45 });
        dubaiSkyline(s, {
          base: hz,
          color: '#1b1d3a',
          far: '#4a4470',
          khalifaX: 800,
          khalifaH: 640,
          dusk: true,
          lights: '#ffd58a',
        });
        s.path(rect(0, hz - 4, s.W, 10), '#1b1d3a');
        water(s, { y: hz + 6, colors: ['#3a3564', '#1c2040', '#0e1228'], lines: 0 });
        reflection(s, {
          x: 800,
          y: hz + 6,
          w: 60,
          bottom: s.H,
          color: '#ffd58a',
          op: 0.45,
          gap: 10,
        });
        reflection(s, { x: 400, y: hz + 6, w: 200, bottom: 900, color: '#ffcf7a', op: 0.2 });
        reflection(s, { x: 1200, y: hz + 6, w: 200, bottom: 900, color: '#ffcf7a', op: 0.2 });
        ripples(s, { y: hz + 6, bottom: s.H, n: 26, color: '#8f87c0', op: 0.3 });
        dhow(s, 420, 900, 1.4, { hull: '#0c0e1e', sail: '#2c2a4c' });
      },
    },
    {
      alt: 'La giungla di Praslin con le palme coco de mer nella foschia',
      draw(s) {
        sky(s, ['#b9d8c4', '#e6efd6', '#f4f1dc']);
        s.meta.bottom = '#173a28';
        sun(s, 1100, 160, 70, { core: '#fffbe2', halo: '#fff6cc', haloOp: 0.8 });
        const rays = s.grad([
          [0, '#fffbe2', 0.5],
          [1, '#fffbe2', 0],
        ]);
        s.path(
          'M1060 160L700 1000L880 1000ZM1120 160L1100 1000L1260 1000ZM1140 160L1500 1000L1600 900Z',
          rays,
        );
        canopy(s, { y: 420, h: 120, color: '#8fb59a' });
        for (let i = 0; i < 5; i++)
          fanPalm(s, 100 + i * 350, 380 + (i % 2) * 40, 380, '#7aa487', { leaves: 5 });
        mist(s, 560, 220, '#eef3dc', 0.6);
        canopy(s, { y: 620, h: 150, color: '#4f7f60' });
        for (let i = 0; i < 4; i++)
          fanPalm(s, 200 + i * 400, 520 + (i % 2) * 60, 560, '#3f6f50', { leaves: 6 });
        mist(s, 760, 200, '#e6efd6', 0.45);
        canopy(s, { y: 860, h: 160, color: '#24503a' });
        fanPalm(s, 160, 560, 900, '#173a28', { leaves: 7 });
        fanPalm(s, 1450, 620, 820, '#1b4330', { leaves: 7 });
        s.path(rect(0, 930, s.W, 70), '#173a28');
      },
    },
  ],
};
