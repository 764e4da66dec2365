import { rect, poly, f } from '../lib/core.mjs';
import { sky, sun, cloudBars, water, ripples, birds, hill, ridge, mist } from '../lib/nature.mjs';
import { cypresses, roundTrees } from '../lib/flora.mjs';
import { animal } from '../lib/fauna.mjs';
import { tajMahal, hawaMahal, fortBlock, greatWall, dunes } from '../lib/lm-asia.mjs';
import { place, P } from '../lib/build.mjs';
import { dome } from '../lib/shapes.mjs';

export default {
  main: {
    alt: 'Il Taj Mahal all’alba riflesso nella lunga vasca tra i cipressi',
    draw(s) {
      sky(s, ['#8a8ab8', '#e0b0b8', '#f8d4b8', '#fbe8d0']);
      sun(s, 1260, 380, 50, { core: '#fff4e0', halo: '#ffd0b0', haloOp: 0.7 });
      mist(s, 600, 120, '#fbe8d0', 0.6);
      const base = 640;
      const taj = s.capture(() =>
        tajMahal(s, 800, base, 470, { color: '#f6ece6', shadow: '#c8b0c4', dark: '#9a88a8' }),
      );
      s.add(taj);
      s.path(rect(0, base, s.W, 20), '#e8d8d0');
      s.path(rect(0, base + 20, s.W, s.H - base - 20), '#7a9a6a');
      s.meta.bottom = '#6a8a5a';
      const pool = [
        [740, base + 20],
        [860, base + 20],
        [1000, s.H],
        [600, s.H],
      ];
      s.path(
        poly([
          [700, base + 20],
          [900, base + 20],
          [1080, s.H],
          [520, s.H],
        ]),
        '#e6dcd0',
      );
      s.path(poly(pool), '#9ab8d0');
      const id = s.id();
      s.defs.push(`<clipPath id="${id}"><path d="${poly(pool)}"/></clipPath>`);
      s.add(
        `<g clip-path="url(#${id})"><g transform="matrix(1 0 0 -0.9 0 ${f(base * 1.9 + 20)})" opacity="0.45">${taj}</g></g>`,
      );
      ripples(s, { y: base + 30, bottom: s.H, n: 8, color: '#ffffff', op: 0.4, x0: 640, x1: 960 });
      const cy = [];
      for (let i = 0; i < 6; i++) {
        const t = i / 5;
        cy.push(
          [690 - t * 200, base + 60 + t * 300, 90 + t * 200],
          [910 + t * 200, base + 60 + t * 300, 90 + t * 200],
        );
      }
      cypresses(s, cy, '#2f4a34');
      roundTrees(
        s,
        [
          [120, base + 40, 200, 80],
          [260, base + 30, 160, 60],
          [1400, base + 40, 200, 80],
          [1520, base + 30, 170, 60],
        ],
        '#4a6a46',
      );
      birds(s, { x: 500, y: 260, n: 4, spread: 80, size: 13, color: '#6a5a7a' });
    },
  },
  gallery: [
    {
      alt: 'La facciata rosa del Hawa Mahal, il Palazzo dei Venti di Jaipur',
      draw(s) {
        sky(s, ['#4a8ac8', '#8ec0e0', '#f0e6d6']);
        sun(s, 1380, 140, 40, { core: '#fffbe8', halo: '#fff0c4', haloOp: 0.55 });
        cloudBars(s, 120, 160, 300, '#ffffff', 0.5);
        hawaMahal(s, 800, 880, 820, { pink: '#e08866', frame: '#f8dcc4', dark: '#7a3a30' });
        s.path(rect(0, 880, s.W, 120), '#c8a888');
        s.meta.bottom = '#b89878';
        birds(s, { x: 400, y: 120, n: 5, spread: 100, size: 12, color: '#5a4a5a' });
      },
    },
    {
      alt: 'Il Forte Amber sulla collina sopra il lago Maota a Jaipur',
      draw(s) {
        const hz = 700;
        sky(s, ['#6a9ac8', '#b8cad8', '#f4e2c4']);
        sun(s, 300, 180, 44, { core: '#fff8e0', halo: '#ffe4b0', haloOp: 0.6 });
        const fort = s.capture(() => {
          ridge(s, {
            y: 470,
            amp: 30,
            peaks: [
              [300, 120, 300, 'round'],
              [1300, 160, 360, 'round'],
            ],
            rough: 0.4,
            fill: '#9a8a7a',
            bottom: hz,
            smooth: true,
            step: 30,
          });
          greatWall(
            s,
            [
              [-20, 420],
              [150, 360],
              [320, 350],
              [480, 400],
              [620, 470],
            ],
            { w: 8, color: '#d9b27a', dark: '#a8804a', towers: [1, 3], towerW: 2.2 },
          );
          greatWall(
            s,
            [
              [1000, 460],
              [1150, 380],
              [1300, 320],
              [1450, 340],
              [1620, 390],
            ],
            { w: 8, color: '#d9b27a', dark: '#a8804a', towers: [2, 3], towerW: 2.2 },
          );
          hill(
            s,
            [
              [-20, 640],
              [300, 560],
              [700, 520],
              [1100, 540],
              [1620, 620],
            ],
            '#8a7a5e',
            { bottom: hz },
          );
          fortBlock(s, 420, 600, 260, 90, { color: '#e0b878', dark: '#8a5a2a', domes: 2 });
          fortBlock(s, 660, 580, 320, 130, { color: '#e8c284', dark: '#8a5a2a', domes: 3 });
          fortBlock(s, 960, 600, 240, 100, { color: '#dcb274', dark: '#8a5a2a', domes: 2 });
          fortBlock(s, 560, 680, 560, 70, { color: '#d4aa6c', dark: '#8a5a2a', domes: 0 });
        });
        const fid = s.id();
        s.defs.push(`<g id="${fid}">${fort}</g>`);
        s.add(`<use href="#${fid}"/>`);
        water(s, { y: hz, colors: ['#7aa0a0', '#4a7a80'], lines: 0 });
        s.add(`<use href="#${fid}" transform="matrix(1 0 0 -1 0 ${2 * hz})" opacity="0.3"/>`);
        ripples(s, { y: hz, bottom: s.H, n: 22, color: '#f4ecd8', op: 0.35 });
        animal(s, 'elephant', 1400, 960, 2.2, '#6a5a58', { flip: true });
        place(s, 1400, 960, 2.2, P('M-20 -58h30v10h-30z', '#c8402e'), { flip: true });
      },
    },
    {
      alt: 'Cammelli tra le dune dorate del deserto del Thar con i cenotafi al tramonto',
      draw(s) {
        sky(s, ['#3a3a72', '#c0607a', '#f49a5a', '#fcd68a']);
        sun(s, 1150, 560, 80, { core: '#fff2c4', halo: '#ffb060', haloOp: 0.8 });
        let ch = '';
        for (const [x, k] of [
          [260, 1],
          [380, 0.8],
          [480, 1.1],
        ])
          ch +=
            rect(x - 30 * k, 600 - 40 * k, 60 * k, 40 * k) +
            dome(x, 600 - 40 * k, 26 * k, 28 * k) +
            rect(x - 1, 600 - 76 * k, 2, 10 * k);
        s.path(ch, '#6a3a3a');
        dunes(s, {
          crests: [
            [200, 610],
            [700, 580],
            [1200, 600],
          ],
          base: 640,
          light: ['#e8a060', '#d0844a'],
          dark: '#8a4a3a',
        });
        dunes(s, {
          crests: [
            [400, 740],
            [1000, 700],
            [1500, 760],
          ],
          base: 800,
          light: ['#f0b070', '#dc9456'],
          dark: '#9a5440',
        });
        for (const [x, y, k] of [
          [700, 700, 2.4],
          [860, 690, 2.4],
          [1010, 682, 2.4],
        ])
          animal(s, 'camel', x, y, k, '#3a1e24', { flip: true });
        place(s, 700, 700, 2.4, P('M-8 -62a4 4 0 1 1 0.1 0zM-12 -58h8l2 8h-12z', '#3a1e24'), {
          flip: true,
        });
        birds(s, { x: 500, y: 300, n: 3, spread: 60, size: 14, color: '#3a1e24' });
      },
    },
  ],
};
