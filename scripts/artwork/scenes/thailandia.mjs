import { rect } from '../lib/core.mjs';
import {
  sky,
  sun,
  cloudBars,
  cloudPuff,
  water,
  ripples,
  reflection,
  birds,
  hill,
  ridge,
  mist,
  foam,
} from '../lib/nature.mjs';
import { palm, bushes, roundTrees } from '../lib/flora.mjs';
import { prang, thaiTemple, karst, longtail } from '../lib/lm-asia.mjs';
import { skyline, place, P } from '../lib/build.mjs';
import { steps } from '../lib/shapes.mjs';

/** Golden Thai chedi (bell-shaped stupa). */
export function chedi(s, x, y, h, color) {
  const d =
    steps(
      [
        [0, 30],
        [-6, 26],
        [-12, 22],
      ],
      0,
      -16,
    ) +
    'M-20 -16C-20 -36 -12 -44 -8 -46L-5 -60L-3 -80L-1.2 -96L0 -100L1.2 -96L3 -80L5 -60L8 -46C12 -44 20 -36 20 -16Z';
  let rings = '';
  for (let k = 0; k < 6; k++) rings += rect(-5 + k * 0.6, -52 - k * 6, 10 - k * 1.2, 1.6);
  place(s, x, y, h / 100, P(d, color) + P(rings, '#fff3c4', { opacity: 0.5 }));
}

export default {
  main: {
    alt: 'Barche longtail sulla spiaggia tra i faraglioni calcarei di Phi Phi',
    draw(s) {
      const hz = 560;
      sky(s, ['#2f8ccc', '#7cc4e4', '#e2f3ef']);
      sun(s, 1350, 160, 40, { core: '#fffbe6', halo: '#fff4c4', haloOp: 0.55 });
      cloudPuff(s, 420, 200, 300, '#ffffff', 0.8);
      cloudBars(s, 950, 260, 260, '#ffffff', 0.5);
      karst(s, 1180, hz, 200, 260, { rock: '#9fb3b0', green: '#8fae8c' });
      karst(s, 960, hz, 140, 190, { rock: '#a9bdb8', green: '#9cb898' });
      water(s, {
        y: hz,
        colors: ['#1d7aa6', '#22a8b6', '#5fd3c6', '#a8ecdc'],
        bottom: 820,
        lines: 24,
      });
      karst(s, 260, hz + 30, 560, 520, { rock: '#6f7f70', green: '#3f6a44', streak: '#3a463c' });
      karst(s, 1460, hz + 40, 380, 430, { rock: '#7a8a7c', green: '#46704a', streak: '#3a463c' });
      s.path(`M-20 810Q500 780 900 800T1620 790V${s.H}H-20Z`, '#f4e6c8');
      foam(
        s,
        [
          [-20, 812],
          [500, 782],
          [900, 802],
          [1620, 792],
        ],
        '#ffffff',
        5,
        0.8,
      );
      s.meta.bottom = '#efdcb8';
      longtail(s, 700, 780, 3, { canopy: '#d94a3a' });
      longtail(s, 1100, 740, 2.2, { hull: '#8a5a36', stripe: '#d8a23a' });
      longtail(s, 420, 700, 1.5, { hull: '#6a4028', stripe: '#2fa37a', flip: true });
      palm(s, 80, 880, 380, { lean: 90, color: '#1f3b2c' });
    },
  },
  gallery: [
    {
      alt: 'Il prang del Wat Arun sul fiume Chao Phraya al tramonto',
      draw(s) {
        const hz = 720;
        sky(s, ['#2a2d5e', '#8a4c6e', '#ec8a5a', '#fbcf88']);
        sun(s, 1160, 560, 75, { core: '#fff0c4', halo: '#ffb070', haloOp: 0.8 });
        skyline(s, {
          x0: -20,
          x1: s.W + 20,
          base: hz,
          hMin: 30,
          hMax: 110,
          wMin: 50,
          wMax: 110,
          color: '#8a5a6e',
          tops: ['flat', 'step'],
        });
        prang(s, 700, hz, 520, '#2c1e2e');
        prang(s, 470, hz, 260, '#2c1e2e');
        prang(s, 930, hz, 260, '#2c1e2e');
        roundTrees(
          s,
          [
            [300, hz, 90, 34],
            [1020, hz, 80, 30],
            [1100, hz, 100, 36],
          ],
          '#2c1e2e',
        );
        s.path(rect(0, hz - 6, s.W, 8), '#2c1e2e');
        water(s, { y: hz, colors: ['#a35a6a', '#4f3458', '#241c38'], lines: 0 });
        reflection(s, { x: 1160, y: hz, w: 190, bottom: s.H, color: '#ffc98a', op: 0.5 });
        ripples(s, { y: hz, bottom: s.H, n: 26, color: '#ffcf9a', op: 0.3 });
        longtail(s, 450, 900, 2.4, {
          hull: '#1a1220',
          stripe: '#2a1a2a',
          ribbons: ['#ff6a5a', '#ffd25a', '#5ad0a0'],
          canopy: '#1a1220',
        });
        birds(s, { x: 1300, y: 300, n: 4, spread: 80, size: 13, color: '#2c1e2e' });
      },
    },
    {
      alt: 'Tetti dorati e chedi di un tempio di Bangkok in una mattina limpida',
      draw(s) {
        sky(s, ['#3f8cc8', '#8fc4e4', '#f3ead6']);
        sun(s, 260, 180, 44, { core: '#fffbe6', halo: '#fff2c4', haloOp: 0.6 });
        cloudBars(s, 900, 160, 320, '#ffffff', 0.55);
        s.path(rect(0, 760, s.W, 240), '#e9dcc4');
        s.meta.bottom = '#d8c8aa';
        chedi(s, 1180, 780, 620, '#d9a83a');
        chedi(s, 1430, 780, 360, '#cf9a30');
        thaiTemple(s, 560, 800, 560, {
          wall: '#f6ecdc',
          roof: '#d05a2c',
          edge: '#2f7a5c',
          trim: '#e0b03a',
        });
        thaiTemple(s, 160, 800, 330, {
          wall: '#f6ecdc',
          roof: '#c44e2a',
          edge: '#2f7a5c',
          trim: '#e0b03a',
        });
        s.path(rect(0, 800, s.W, 200), '#e2d2b4');
        let tiles = '';
        for (let x = 0; x < s.W; x += 80) tiles += `M${x} 800L${x - 120} 1000`;
        s.stroke(tiles, '#cdb998', 2, { opacity: 0.6 });
        bushes(
          s,
          [
            [900, 810, 160],
            [1000, 810, 120],
          ],
          '#4f7a4a',
        );
      },
    },
    {
      alt: 'Colline nebbiose di Chiang Mai all’alba con un piccolo tempio tra le risaie',
      draw(s) {
        sky(s, ['#5a6a96', '#c8a0a8', '#f6d2a8', '#fbe8c8']);
        sun(s, 560, 430, 60, { core: '#fff3d2', halo: '#ffd8a0', haloOp: 0.8 });
        const layers = ['#9a8fae', '#8a8aa4', '#6f7a8e', '#56677a'];
        layers.forEach((c, i) => {
          ridge(s, {
            y: 430 + i * 85,
            amp: 80 - i * 8,
            rough: 0.3,
            freq: 1 / 320,
            fill: c,
            smooth: true,
            step: 40,
          });
          mist(s, 470 + i * 80, 70, '#fbe8c8', 0.6 - i * 0.1);
        });
        hill(
          s,
          [
            [-20, 820],
            [400, 790],
            [900, 810],
            [1620, 780],
          ],
          '#5f8a5a',
        );
        let paddies = '';
        for (let y = 840; y < 1000; y += 30)
          paddies += `M-20 ${y}Q400 ${y - 14} 800 ${y}T1620 ${y - 6}`;
        s.stroke(paddies, '#9cc07a', 3, { opacity: 0.7 });
        chedi(s, 1200, 800, 220, '#e8dcc4');
        roundTrees(
          s,
          [
            [1040, 810, 150, 50],
            [1350, 810, 130, 46],
          ],
          '#3f6a44',
        );
        palm(s, 200, 900, 340, { lean: 40, color: '#2f4a34' });
        birds(s, { x: 800, y: 300, n: 3, spread: 80, size: 13, color: '#4a4a6a' });
      },
    },
  ],
};
