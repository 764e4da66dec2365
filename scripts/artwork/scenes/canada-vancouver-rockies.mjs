import { rect, circ, poly } from '../lib/core.mjs';
import { sky, sun, cloudBars, water, ripples, reflection, ridge, mist } from '../lib/nature.mjs';
import { forest } from '../lib/flora.mjs';
import { skyline, place, P, S, sailboat, seaplane } from '../lib/build.mjs';
import { glacier } from '../lib/nordic.mjs';

function tenPeaks(s, base, { fill = ['#4a5068', '#5f6a80'], snow = '#f2f6fa', line } = {}) {
  const peaks = [];
  const hs = [250, 330, 290, 380, 310, 350, 270, 400, 300, 260];
  for (let i = 0; i < 10; i++)
    peaks.push([
      80 + i * 160 + ((i * 37) % 50) - 25,
      hs[i],
      100 + ((i * 53) % 60),
      i % 3 ? 'sharp' : 'cone',
    ]);
  return ridge(s, {
    y: base,
    amp: 30,
    peaks,
    rough: 0.75,
    step: 10,
    fill,
    facets: { color: '#000', op: 0.18, window: 4 },
    snow: { line: line ?? base - 230, color: snow, jag: 50 },
    bottom: base + 4,
  });
}

export default {
  main: {
    alt: 'Il lago Moraine color turchese sotto la Valle dei Dieci Picchi',
    draw(s) {
      const hz = 640;
      const lake = s.capture(() => {
        sky(s, ['#4a88c4', '#9ac4e0', '#e6eef0']);
        cloudBars(s, 100, 140, 360, '#ffffff', 0.55);
        cloudBars(s, 1050, 200, 300, '#ffffff', 0.45);
        tenPeaks(s, hz - 60);
        ridge(s, { y: hz - 40, amp: 16, rough: 0.5, fill: ['#7a7a80', '#5a5a5e'], bottom: hz + 2 });
        forest(s, { x0: -20, x1: 500, y: hz + 4, hMin: 60, hMax: 120, color: '#1f3a2e', gap: 22 });
        forest(s, {
          x0: 1100,
          x1: 1620,
          y: hz + 4,
          hMin: 60,
          hMax: 120,
          color: '#1f3a2e',
          gap: 22,
        });
      });
      const id = s.id();
      s.defs.push(`<g id="${id}">${lake}</g>`);
      s.add(`<use href="#${id}"/>`);
      s.path(rect(0, hz, s.W, s.H - hz), s.grad(['#2aa8b8', '#1a8a9e', '#10707e']));
      s.add(`<use href="#${id}" transform="matrix(1 0 0 -1 0 ${2 * hz})" opacity="0.16"/>`);
      ripples(s, { y: hz, bottom: s.H, n: 20, color: '#bff2f2', op: 0.35 });
      s.meta.bottom = '#10707e';
      s.path(`M-20 ${s.H}L-20 820Q150 800 260 840Q360 880 420 ${s.H}Z`, '#6a625a');
      s.path(`M60 ${s.H}L120 880Q200 860 260 900L300 ${s.H}Z`, '#8a8078');
      forest(s, { x0: 1300, x1: 1640, y: 1000, hMin: 300, hMax: 460, color: '#142a20', gap: 80 });
    },
  },
  gallery: [
    {
      alt: 'Lo skyline di Vancouver sull’acqua con le montagne innevate alle spalle',
      draw(s) {
        const hz = 700;
        sky(s, ['#4a84c0', '#9cc4e0', '#eaeeea']);
        sun(s, 300, 180, 40, { core: '#fffbe8', halo: '#fff0c4', haloOp: 0.55 });
        ridge(s, {
          y: 520,
          amp: 40,
          peaks: [
            [400, 160, 400],
            [1100, 200, 400],
          ],
          rough: 0.6,
          fill: ['#6a7a96', '#8a9ab0'],
          facets: { color: '#000', op: 0.12 },
          snow: { line: 420, color: '#f4f6fa', jag: 40 },
          bottom: 600,
        });
        ridge(s, { y: 620, amp: 30, rough: 0.5, fill: '#3f5a50', bottom: hz });
        skyline(s, {
          x0: 200,
          x1: 1400,
          base: hz,
          hMin: 100,
          hMax: 320,
          wMin: 36,
          wMax: 70,
          color: '#5a8a9a',
          tops: ['flat', 'slant', 'step'],
          windows: { color: '#bfe2ea', w: 3, h: 2, px: 8, py: 10, layerOp: 0.5 },
        });
        skyline(s, {
          x0: 150,
          x1: 1450,
          base: hz,
          hMin: 50,
          hMax: 160,
          wMin: 40,
          wMax: 80,
          color: '#3f6a7a',
          tops: ['flat', 'slant'],
        });
        let sails = '';
        for (let i = 0; i < 5; i++)
          sails += poly([
            [560 + i * 44, hz],
            [582 + i * 44, hz - 70 - (i % 2) * 12],
            [604 + i * 44, hz],
          ]);
        s.path(rect(520, hz - 20, 300, 20), '#e8ecee');
        s.path(sails, '#f6f8fa');
        water(s, {
          y: hz,
          colors: ['#3a6a8a', '#24506e', '#163a52'],
          lines: 26,
          lineColor: '#dfeef4',
        });
        sailboat(s, 1200, 860, 1.4, { hull: '#14233f' });
        seaplane(s, 1000, 360, 1.6, { body: '#f6f3ec', trim: '#c8402e' });
      },
    },
    {
      alt: 'Foresta di pini attorno a un lago di montagna con una canoa rossa',
      draw(s) {
        const hz = 600;
        sky(s, ['#f0b48a', '#f6d4a8', '#fbe8c8']);
        sun(s, 800, 520, 80, { core: '#fff4d8', halo: '#ffd8a0', haloOp: 0.8 });
        ridge(s, {
          y: hz - 40,
          amp: 40,
          peaks: [
            [300, 200, 300],
            [1200, 240, 320],
          ],
          rough: 0.6,
          fill: '#a88a9a',
          bottom: hz,
        });
        mist(s, hz - 30, 60, '#fbe8c8', 0.7);
        forest(s, {
          x0: -20,
          x1: 1620,
          y: hz,
          hMin: 50,
          hMax: 85,
          color: '#5a6a6a',
          gap: 26,
          jitter: 6,
        });
        forest(s, {
          x0: -20,
          x1: 1620,
          y: hz + 8,
          hMin: 36,
          hMax: 64,
          color: '#3a4a4a',
          gap: 22,
          jitter: 4,
        });
        water(s, { y: hz + 8, colors: ['#e8c8a8', '#8a8a9a', '#3a4a5a'], lines: 0 });
        reflection(s, { x: 800, y: hz + 8, w: 200, bottom: s.H, color: '#ffe4b8', op: 0.5 });
        ripples(s, { y: hz + 8, bottom: s.H, n: 20, color: '#fff0d8', op: 0.3 });
        place(
          s,
          760,
          820,
          3,
          P('M-40 -4Q0 6 40 -4L36 2Q0 10 -36 2Z', '#c8402e') +
            P('M-4 -4a3 3 0 1 1 0.01 0ZM-6 -1L-2 -1L-1 -4L-7 -4Z', '#1a2030') +
            S('M-10 -10L6 6', '#1a2030', 1.2),
        );
        forest(s, { x0: -40, x1: 360, y: 1010, hMin: 360, hMax: 560, color: '#14241e', gap: 90 });
        forest(s, { x0: 1280, x1: 1660, y: 1010, hMin: 360, hMax: 560, color: '#14241e', gap: 90 });
      },
    },
    {
      alt: 'Il ghiacciaio del Columbia Icefield tra le Montagne Rocciose',
      draw(s) {
        sky(s, ['#3a78bc', '#8ab8dc', '#e4eef2']);
        cloudBars(s, 1000, 140, 360, '#ffffff', 0.55);
        ridge(s, {
          y: 400,
          amp: 20,
          peaks: [[800, 100, 500, 'round']],
          rough: 0.3,
          fill: '#eef4f8',
          bottom: 460,
        });
        ridge(s, {
          y: 620,
          amp: 50,
          peaks: [
            [200, 340, 320],
            [1400, 360, 340],
          ],
          rough: 0.7,
          fill: ['#4a4a5a', '#6a6a76'],
          facets: { color: '#000', op: 0.2 },
          snow: { line: 380, color: '#f2f6fa', jag: 50 },
        });
        glacier(s, 800, 400, 900, 1000);
        s.meta.bottom = '#9fcbe0';
        s.path('M-20 1000L-20 860Q200 840 380 900L420 1000Z', '#5a5050');
        s.path('M1620 1000L1620 840Q1400 850 1240 920L1200 1000Z', '#5a5050');
        place(
          s,
          760,
          780,
          2.2,
          P(rect(-30, -16, 60, 14), '#c8402e') +
            P(circ(-18, -2, 5) + circ(18, -2, 5), '#1a1a20') +
            P(rect(-20, -24, 26, 9), '#a8d0e0'),
        );
      },
    },
  ],
};
