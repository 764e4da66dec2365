import { f, ell } from '../lib/core.mjs';
import { sky, sun, cloudBars, water, birds, ridge, mist } from '../lib/nature.mjs';
import { acacia } from '../lib/flora.mjs';
import { elephant, flamingo } from '../lib/fauna.mjs';
import { kilimanjaro, savanna, farAcacias, herd } from '../lib/africa.mjs';
import { plains, TIMES } from './_savanna.mjs';
import { indianBeach } from './tanzania-zanzibar.mjs';
import { makeRng } from '../lib/random.mjs';

export default {
  main: {
    alt: 'Elefanti nella piana di Amboseli sotto il Kilimanjaro innevato',
    draw(s) {
      const hz = 660;
      const t = TIMES.morning;
      sky(s, ['#6aa0d4', '#b4d2e6', '#f2e8d0']);
      sun(s, 260, 170, 42, { core: '#fffbe8', halo: '#fff0c4', haloOp: 0.6 });
      kilimanjaro(s, 900, hz, 1500, 420, { rock: '#6a7ea4', snow: '#f8fafe' });
      cloudBars(s, 80, 520, 520, '#ffffff', 0.6, 20);
      cloudBars(s, 1060, 540, 460, '#ffffff', 0.55, 18);
      savanna(s, hz, { colors: ['#c8b070', '#a88a4a', '#7a6434'], tufts: t.sil });
      farAcacias(
        s,
        [
          [120, hz + 6, 1.2],
          [340, hz + 8, 0.9],
          [1300, hz + 6, 1.1],
          [1500, hz + 8, 1],
        ],
        '#5a6a48',
      );
      mist(s, hz, 24, '#f2e8d0', 0.5);
      elephant(s, 520, 870, 3.2, '#4a403c', { ear: '#5a4e48' });
      elephant(s, 820, 840, 2.5, '#4a403c', { ear: '#5a4e48', flip: true });
      elephant(s, 680, 800, 1.3, '#4a403c', { tusk: null });
      elephant(s, 1120, 790, 1.7, '#4a403c', { ear: '#5a4e48', tusk: null });
      acacia(s, 1420, 860, 320, { color: '#3a3020', w: 240 });
      birds(s, { x: 600, y: 300, n: 3, spread: 60, size: 13, color: '#3a4a5a', op: 0.5 });
    },
  },
  gallery: [
    {
      alt: 'La savana del Masai Mara con acacie, zebre e gnu',
      draw(s) {
        const hz = 560;
        plains(s, 'noon', hz, { sunX: 1250, sunY: 170, sunR: 44 });
        acacia(s, 360, 720, 420, { color: '#3e3020', w: 320 });
        acacia(s, 1250, 640, 240, { color: '#3e3020', w: 180 });
        const r = makeRng(s.sub());
        const list = [];
        for (let i = 0; i < 26; i++) {
          const d = r.next();
          list.push([
            r.chance(0.4) ? 'zebra' : 'wildebeest',
            r.range(500, 1600),
            hz + 40 + d * 300,
            0.8 + d * 2.2,
            r.chance(0.5),
          ]);
        }
        list.sort((a, b) => a[2] - b[2]);
        herd(s, list, '#3e3020', { zebraBody: '#f1ece1', zebraStripe: '#1c1a1f' });
      },
    },
    {
      alt: 'Migliaia di fenicotteri rosa sul lago Nakuru',
      draw(s) {
        const hz = 520;
        sky(s, ['#8ab0d0', '#d8d4dc', '#f6e4dc']);
        sun(s, 1200, 200, 46, { core: '#fffbe8', halo: '#ffe8d0', haloOp: 0.6 });
        ridge(s, {
          y: hz,
          amp: 20,
          peaks: [
            [400, 90, 500, 'round'],
            [1300, 60, 400, 'round'],
          ],
          rough: 0.4,
          fill: '#7a8a7a',
          smooth: true,
          step: 40,
          bottom: hz + 4,
        });
        farAcacias(
          s,
          [
            [300, hz, 1],
            [360, hz + 2, 0.8],
            [1000, hz, 1.2],
          ],
          '#5a6a50',
        );
        water(s, { y: hz, colors: ['#c8c4d0', '#b0b8c8', '#98a8bc'], lines: 14 });
        const r = makeRng(s.sub());
        let pink = '';
        for (let i = 0; i < 220; i++) {
          const y = hz + 10 + Math.pow(r.next(), 1.5) * 160;
          pink += `M${f(r.range(0, 1600))} ${f(y)}h${f(3 + (y - hz) * 0.06)}`;
        }
        s.stroke(pink, '#f08aa6', 4, { opacity: 0.85 });
        const list = [];
        for (let i = 0; i < 16; i++) list.push([r.range(40, 1560), r.range(720, 960)]);
        list.sort((a, b) => a[1] - b[1]);
        for (const [x, y] of list) {
          const k = 1.2 + ((y - 700) / 260) * 2.6;
          s.path(ell(x, y + 2, 16 * k, 2 * k), '#7a8aa8', { opacity: 0.4 });
          flamingo(s, x, y, k, {
            body: r.chance(0.5) ? '#f08aa0' : '#f6a8b6',
            flip: r.chance(0.5),
          });
        }
        birds(s, { x: 500, y: 300, n: 4, spread: 90, size: 14, color: '#d0708a', op: 0.7 });
        s.meta.bottom = '#98a8bc';
      },
    },
    {
      alt: 'La spiaggia di Diani sull’oceano Indiano con un dhow e le palme',
      draw(s) {
        indianBeach(s, { dhowAt: [1000, 610, 1.4], sunX: 400 });
      },
    },
  ],
};
