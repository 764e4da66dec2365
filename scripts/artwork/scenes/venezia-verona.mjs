import { rect, poly } from '../lib/core.mjs';
import { sky, sun, cloudBars, cloudPuff, water, ripples, birds, hill } from '../lib/nature.mjs';
import { cypresses, roundTrees } from '../lib/flora.mjs';
import { archBridge, lamps, houses, rowboat } from '../lib/build.mjs';
import {
  campanile,
  salute,
  venicePalaces,
  gondola,
  poles,
  arena,
  haussmann,
} from '../lib/lm-west.mjs';
import { makeRng } from '../lib/random.mjs';

export default {
  main: {
    alt: 'Gondole sul Canal Grande tra i palazzi veneziani, con la Salute e il campanile di San Marco',
    draw(s) {
      const hz = 700;
      sky(s, ['#6a8ec4', '#c8b4c0', '#f6d8b8']);
      sun(s, 800, 470, 50, { core: '#fff4dc', halo: '#ffd8a8', haloOp: 0.7 });
      cloudBars(s, 200, 160, 360, '#fff0e0', 0.45);
      const scene = s.capture(() => {
        salute(s, 880, hz, 320, { white: '#efe4d6', shadow: '#c8b8a8', dark: '#8a7a70' });
        campanile(s, 680, hz, 400, { brick: '#b86048', stone: '#efe4cf', roof: '#6f9a86' });
        venicePalaces(s, -20, 560, hz, {
          colors: ['#d98a6a', '#e8b88a', '#c86a5a', '#f0d0a8'],
          win: '#4a3438',
          trim: '#f6ecd8',
          hMin: 200,
          hMax: 300,
        });
        venicePalaces(s, 1060, 1640, hz, {
          colors: ['#e6c08a', '#d0786a', '#f2d8b4', '#c98a6a'],
          win: '#4a3438',
          trim: '#f6ecd8',
          hMin: 200,
          hMax: 300,
        });
      });
      const id = s.id();
      s.defs.push(`<g id="${id}">${scene}</g>`);
      s.add(`<use href="#${id}"/>`);
      water(s, { y: hz, colors: ['#5a8a8a', '#3a6a72', '#24505a'], lines: 0 });
      s.add(`<use href="#${id}" transform="matrix(1 0 0 -1 0 ${2 * hz})" opacity="0.3"/>`);
      ripples(s, { y: hz, bottom: s.H, n: 30, color: '#f6e8d0', op: 0.4 });
      poles(
        s,
        [
          [520, 760, 1.2],
          [548, 764, 1.2],
          [1100, 770, 1.3],
          [1132, 772, 1.3],
        ],
        { a: '#2a5aa8', b: '#f3efe6' },
      );
      gondola(s, 700, 860, 3.4, {});
      gondola(s, 1200, 780, 1.8, { flip: true });
      s.meta.bottom = '#24505a';
    },
  },
  gallery: [
    {
      alt: 'Le case colorate di Burano riflesse nel canale',
      draw(s) {
        const hz = 640;
        sky(s, ['#4a90d0', '#94c4e4', '#eaf0ec']);
        sun(s, 1350, 150, 40, { core: '#fffbe8', halo: '#fff0c4', haloOp: 0.55 });
        cloudPuff(s, 300, 200, 300, '#ffffff', 0.8);
        const r = makeRng(s.sub());
        const cols = [
          '#e8504a',
          '#f3c53a',
          '#3a8ad0',
          '#4ab08a',
          '#e88a3a',
          '#b05ab0',
          '#f08aa8',
          '#5ac8c8',
        ];
        const list = [];
        let x = -20;
        while (x < 1640) {
          const w = r.range(100, 150);
          list.push([x, w, r.range(240, 330), r.pick(cols)]);
          x += w;
        }
        const content = s.capture(() => {
          houses(
            s,
            list.map(([a, w, h, c]) => [a, w, h, c, 'flat']),
            hz,
            { windows: '#f6f2ea', winW: 0.14 },
          );
          let chim = '';
          for (const [a, w, h] of list)
            chim +=
              rect(a + w * 0.7, hz - h - 30, 12, 30) +
              poly([
                [a + w * 0.7 - 6, hz - h - 40],
                [a + w * 0.7 + 18, hz - h - 40],
                [a + w * 0.7 + 12, hz - h - 30],
                [a + w * 0.7, hz - h - 30],
              ]);
          s.path(chim, '#8a4a3a');
          let shutters = '';
          for (const [a, w] of list) shutters += rect(a + w * 0.2, hz - 70, w * 0.18, 60);
          s.path(shutters, '#2a5a3a', { opacity: 0.8 });
        });
        const id = s.id();
        s.defs.push(`<g id="${id}">${content}</g>`);
        s.add(`<use href="#${id}"/>`);
        s.path(rect(0, hz, s.W, 16), '#e0d6c4');
        water(s, { y: hz + 16, colors: ['#3a8a9a', '#2a6a80', '#1f5468'], lines: 0 });
        s.add(`<use href="#${id}" transform="matrix(1 0 0 -1 0 ${2 * hz + 32})" opacity="0.35"/>`);
        ripples(s, { y: hz + 16, bottom: s.H, n: 30, color: '#e8f4f4', op: 0.4 });
        rowboat(s, 400, 860, 3.2, { hull: '#3a8ad0', trim: '#f3efe6' });
        rowboat(s, 1150, 820, 2.6, { hull: '#e8504a', trim: '#f3efe6' });
      },
    },
    {
      alt: 'L’Arena di Verona in piazza Bra al tramonto',
      draw(s) {
        sky(s, ['#4a5a92', '#c08a92', '#f6b88a', '#fbdcaa']);
        sun(s, 1300, 460, 56, { core: '#fff2cc', halo: '#ffc08a', haloOp: 0.75 });
        cloudBars(s, 150, 170, 360, '#f8c8a8', 0.4);
        arena(s, 760, 780, 700, 300, { stone: '#e0a88a', dark: '#7a4a42', light: '#f6d0b0' });
        s.path(rect(0, 780, s.W, 220), '#d8bfa0');
        s.meta.bottom = '#c8ac8a';
        let st = '';
        for (let x = -400; x < 2000; x += 90) st += `M${x} 780L${800 + (x - 800) * 1.6} 1000`;
        s.stroke(st, '#c4a888', 2, { opacity: 0.7 });
        lamps(
          s,
          [
            [120, 880, 1.6],
            [1480, 880, 1.6],
          ],
          { post: '#2a2430', light: '#ffe0a0', h: 60 },
        );
        roundTrees(
          s,
          [
            [40, 800, 220, 80],
            [1560, 800, 220, 80],
          ],
          '#4a5a3a',
        );
        birds(s, { x: 1000, y: 280, n: 4, spread: 80, size: 13, color: '#4a3a4a' });
      },
    },
    {
      alt: 'Il Ponte Pietra sull’Adige a Verona con i cipressi e Castel San Pietro',
      draw(s) {
        const hz = 660;
        sky(s, ['#5a8ac8', '#a8c8e0', '#f4ead8']);
        sun(s, 300, 170, 44, { core: '#fffbe8', halo: '#fff0c4', haloOp: 0.55 });
        cloudBars(s, 900, 150, 340, '#ffffff', 0.5);
        hill(
          s,
          [
            [-20, 520],
            [300, 420],
            [700, 380],
            [1100, 420],
            [1620, 500],
          ],
          '#6a8a5a',
          { bottom: hz },
        );
        s.path(rect(560, 330, 360, 70) + rect(700, 290, 80, 40), '#e0c8a4');
        let w = '';
        for (let x = 580; x < 900; x += 26) w += rect(x, 350, 10, 16);
        s.path(w, '#8a6a5a');
        cypresses(
          s,
          [
            [300, 470, 140],
            [340, 460, 120],
            [1000, 430, 150],
            [1040, 440, 120],
            [1200, 470, 130],
            [480, 420, 110],
          ],
          '#2f4a30',
        );
        haussmann(s, -20, 1620, hz, {
          wall: '#e8c49a',
          roof: '#b8604a',
          win: '#7a5a4a',
          hMin: 80,
          hMax: 140,
          scale: 0.8,
        });
        water(s, {
          y: hz,
          colors: ['#6a9a8a', '#4a7a70', '#2e5a54'],
          lines: 24,
          lineColor: '#eef4ec',
        });
        archBridge(s, {
          x0: 100,
          x1: 1500,
          deck: 720,
          water: 900,
          arches: 5,
          rise: 1,
          color: '#c8684a',
          parapet: '#a8543a',
          piers: 0.16,
        });
        s.path(rect(100, 720, 1400, 10), '#e6dccb', { opacity: 0.8 });
        s.meta.bottom = '#2e5a54';
      },
    },
  ],
};
