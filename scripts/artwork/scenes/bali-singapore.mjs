import { rect, circ, f } from '../lib/core.mjs';
import {
  sky,
  sun,
  stars,
  cloudBars,
  water,
  ripples,
  reflection,
  birds,
  ridge,
  mist,
  foam,
} from '../lib/nature.mjs';
import { palm, roundTrees } from '../lib/flora.mjs';
import { candiBentar, meru, riceTerraces, marinaBaySands, supertree } from '../lib/lm-asia.mjs';
import { skyline, windowPattern } from '../lib/build.mjs';

export default {
  main: {
    alt: 'Le risaie a terrazze di Tegallalang a Bali tra palme e nebbia del mattino',
    draw(s) {
      sky(s, ['#8fc0d8', '#cfe3d8', '#f6ecd0']);
      sun(s, 1250, 200, 50, { core: '#fff8e0', halo: '#fff0c0', haloOp: 0.7 });
      ridge(s, {
        y: 360,
        amp: 10,
        peaks: [[420, 220, 420, 'cone']],
        rough: 0.3,
        fill: ['#8aa6b4', '#b7cbc8'],
        bottom: 560,
      });
      mist(s, 380, 120, '#f3efdc', 0.7);
      ridge(s, { y: 420, amp: 30, rough: 0.4, fill: '#7fa58a', bottom: 640 });
      for (let i = 0; i < 5; i++)
        palm(s, 180 + i * 320, 430 + (i % 3) * 12, 120 + (i % 2) * 30, {
          color: '#5f8a6e',
          lean: (i % 2 ? 1 : -1) * 20,
          fronds: 7,
          nuts: false,
        });
      mist(s, 470, 100, '#f3efdc', 0.55);
      riceTerraces(s, {
        y0: 460,
        n: 10,
        colors: ['#9cc46a', '#7fb45a', '#b3d27a', '#6fa24f'],
        edge: '#e7f1c0',
        cx: 800,
        bowl: 70,
      });
      palm(s, 150, 900, 520, { lean: 60, color: '#24432c' });
      palm(s, 1450, 880, 460, { lean: -90, color: '#24432c' });
      palm(s, 1320, 760, 300, { lean: 40, color: '#2f5a38' });
      birds(s, { x: 900, y: 230, n: 3, spread: 80, size: 12, color: '#3a5a4a', op: 0.5 });
    },
  },
  gallery: [
    {
      alt: 'Il portale spaccato candi bentar di un tempio balinese all’alba',
      draw(s) {
        sky(s, ['#4a5a8a', '#c98a8a', '#f6c998', '#fbe3b8']);
        sun(s, 800, 520, 70, { core: '#fff1cc', halo: '#ffc890', haloOp: 0.8 });
        ridge(s, {
          y: 560,
          amp: 10,
          peaks: [[1250, 260, 380, 'cone']],
          rough: 0.3,
          fill: '#9a7e96',
          bottom: 700,
        });
        mist(s, 560, 100, '#fbe3b8', 0.6);
        s.path(rect(0, 690, s.W, 310), '#5a4a44');
        s.meta.bottom = '#3c302c';
        candiBentar(s, 800, 760, 560, '#3c302c', { trim: '#a98a6a', gap: 9 });
        s.path('M680 760L920 760L980 1000L620 1000Z', '#4a3c36');
        let st = '';
        for (let y = 780; y < 1000; y += 22)
          st += `M${f(680 - (y - 760) * 0.25)} ${y}H${f(920 + (y - 760) * 0.25)}`;
        s.stroke(st, '#2e2420', 3, { opacity: 0.6 });
        roundTrees(
          s,
          [
            [300, 760, 320, 110],
            [1330, 770, 300, 100],
          ],
          '#2e3a2c',
        );
        s.path(
          circ(220, 600, 12) + circ(260, 640, 10) + circ(1380, 610, 11) + circ(320, 560, 9),
          '#fff4e6',
          { opacity: 0.9 },
        );
        palm(s, 80, 900, 460, { lean: 80, color: '#1f2a22' });
        palm(s, 1540, 900, 480, { lean: -90, color: '#1f2a22' });
      },
    },
    {
      alt: 'Il tempio di Tanah Lot sullo scoglio nel mare al tramonto',
      draw(s) {
        const hz = 600;
        sky(s, ['#2e2c5a', '#93506e', '#ee8a5c', '#fbcf8a']);
        sun(s, 1050, 560, 80, { core: '#fff0c4', halo: '#ffb070', haloOp: 0.8 });
        cloudBars(s, 150, 220, 380, '#f4a88a', 0.35);
        cloudBars(s, 1100, 300, 320, '#f4a88a', 0.3);
        water(s, { y: hz, colors: ['#b5607a', '#5a3a62', '#2a2444'], lines: 0 });
        reflection(s, { x: 1050, y: hz, w: 200, bottom: s.H, color: '#ffc98a', op: 0.55 });
        s.path(
          `M520 ${hz + 40}C520 ${hz - 40} 560 ${hz - 110} 640 ${hz - 120}C700 ${hz - 140} 800 ${hz - 140} 860 ${hz - 110}C920 ${hz - 80} 930 ${hz - 10} 940 ${hz + 40}Z`,
          '#2a1e2a',
        );
        roundTrees(
          s,
          [
            [610, hz - 115, 90, 34],
            [830, hz - 110, 80, 30],
          ],
          '#221826',
        );
        meru(s, 700, hz - 128, 170, 7, '#1c141e', { body: '#2a1e2a' });
        meru(s, 770, hz - 125, 130, 5, '#1c141e', { body: '#2a1e2a' });
        foam(
          s,
          [
            [480, hz + 36],
            [600, hz + 28],
            [760, hz + 40],
            [980, hz + 34],
          ],
          '#ffd9b0',
          4,
          0.6,
        );
        ripples(s, { y: hz, bottom: s.H, n: 24, color: '#ffd0a0', op: 0.3 });
        s.path(`M-20 ${s.H}L-20 820Q200 780 380 840Q300 900 360 ${s.H}Z`, '#1a1220');
        palm(s, 120, 860, 420, { lean: 120, color: '#1a1220' });
        birds(s, { x: 1250, y: 300, n: 4, spread: 90, size: 14, color: '#2a1e2a' });
      },
    },
    {
      alt: 'Marina Bay Sands e i Supertree dei Gardens by the Bay illuminati di sera a Singapore',
      draw(s) {
        const hz = 700;
        sky(s, ['#0d1433', '#232c63', '#56407a', '#b0658a']);
        stars(s, 40, { y1: 320 });
        skyline(s, {
          x0: -20,
          x1: 700,
          base: hz,
          hMin: 120,
          hMax: 320,
          wMin: 40,
          wMax: 80,
          color: '#2a2f5a',
          windows: { color: '#ffd98a', w: 2, h: 3, px: 10, py: 14, layerOp: 0.5 },
        });
        marinaBaySands(s, 1020, hz, 360, '#3a4070', {
          windows: windowPattern(s, { color: '#ffe3a0', w: 3, h: 2, px: 6, py: 7 }),
          deck: '#2a2f5a',
        });
        for (const [x, h] of [
          [560, 250],
          [680, 320],
          [790, 230],
          [1320, 300],
          [1440, 240],
          [1530, 280],
        ])
          supertree(s, x, hz + 40, h, '#3a2356', { glow: '#ff6fc0', lines: '#ff9ad8' });
        s.path(`M620 ${hz - 160}Q740 ${hz - 190} 860 ${hz - 120}`, 'none', {
          stroke: '#ff9ad8',
          'stroke-width': 4,
          opacity: 0.7,
        });
        water(s, { y: hz + 40, colors: ['#3a2d5e', '#1a1a3c', '#0c0f26'], lines: 0 });
        reflection(s, { x: 1020, y: hz + 40, w: 300, bottom: s.H, color: '#ffd98a', op: 0.3 });
        reflection(s, { x: 670, y: hz + 40, w: 180, bottom: 960, color: '#ff7ad0', op: 0.3 });
        reflection(s, { x: 1430, y: hz + 40, w: 180, bottom: 960, color: '#ff7ad0', op: 0.3 });
        ripples(s, { y: hz + 40, bottom: s.H, n: 20, color: '#9f8fd0', op: 0.3 });
      },
    },
  ],
};
