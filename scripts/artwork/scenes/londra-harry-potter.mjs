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
  hill,
  ridge,
  mist,
} from '../lib/nature.mjs';
import { forest } from '../lib/flora.mjs';
import { archBridge, lamps, rowboat } from '../lib/build.mjs';
import {
  bigBen,
  westminster,
  towerBridge,
  doubleDecker,
  steamTrain,
  castle,
} from '../lib/lm-west.mjs';

export default {
  main: {
    alt: 'Il Big Ben e il Palazzo di Westminster sul Tamigi con un autobus rosso a due piani',
    draw(s) {
      const hz = 720;
      sky(s, ['#4a5a8a', '#a88a9a', '#f0c0a0', '#f8dcc0']);
      sun(s, 300, 520, 50, { core: '#fff2d8', halo: '#ffcaa0', haloOp: 0.7 });
      cloudBars(s, 700, 180, 420, '#f6d0c0', 0.45);
      cloudBars(s, 120, 300, 300, '#f6d0c0', 0.35);
      westminster(s, 560, 1500, hz, 70, { stone: '#c8aa80', dark: '#5a4a44' });
      bigBen(s, 470, hz, 640, { stone: '#d4b888', dark: '#3a3440', face: '#f6ecd0' });
      water(s, { y: hz, colors: ['#a08a9a', '#5a5a7a', '#34385a'], lines: 0 });
      reflection(s, { x: 470, y: hz, w: 60, bottom: 880, color: '#e8c890', op: 0.35, gap: 10 });
      ripples(s, { y: hz, bottom: s.H, n: 24, color: '#f6d8c0', op: 0.3 });
      archBridge(s, {
        x0: -40,
        x1: 1640,
        deck: 820,
        water: 1000,
        arches: 7,
        rise: 0.5,
        apex: 862,
        color: '#3f5a4a',
        parapet: '#2e4438',
        piers: 0.16,
      });
      lamps(
        s,
        [
          [100, 814],
          [420, 814],
          [740, 814],
          [1060, 814],
          [1380, 814],
        ],
        { post: '#1e2a24', light: '#ffe0a0', h: 60 },
      );
      doubleDecker(s, 900, 818, 3, { body: '#c8232c' });
      s.meta.bottom = '#34385a';
    },
  },
  gallery: [
    {
      alt: 'Il Tower Bridge sul Tamigi in una mattina luminosa',
      draw(s) {
        const hz = 700;
        sky(s, ['#5a8ac4', '#a8c8e0', '#eef0ea']);
        sun(s, 1300, 170, 44, { core: '#fffbe8', halo: '#fff0c4', haloOp: 0.55 });
        cloudPuff(s, 200, 240, 320, '#ffffff', 0.8);
        cloudBars(s, 900, 150, 320, '#ffffff', 0.5);
        const tb = s.capture(() =>
          towerBridge(s, 800, hz, 1500, {
            stone: '#d8c8a4',
            roof: '#4c5866',
            blue: '#6fa3c8',
            dark: '#3a3f4a',
          }),
        );
        const id = s.id();
        s.defs.push(`<g id="${id}">${tb}</g>`);
        s.add(`<use href="#${id}"/>`);
        water(s, { y: hz, colors: ['#6a8aa0', '#4a6a84', '#2e4a64'], lines: 0 });
        s.add(`<use href="#${id}" transform="matrix(1 0 0 -1 0 ${2 * hz})" opacity="0.25"/>`);
        ripples(s, { y: hz, bottom: s.H, n: 26, color: '#e8f0f4', op: 0.35 });
        rowboat(s, 300, 880, 2.4, { hull: '#c8402e', trim: '#f3efe6' });
        birds(s, { x: 600, y: 200, n: 4, spread: 80, size: 13, color: '#3a4a5a' });
      },
    },
    {
      alt: 'Un treno a vapore attraversa un viadotto ad archi tra le colline scozzesi',
      draw(s) {
        sky(s, ['#6a84a8', '#b4c4cc', '#e8e6d8']);
        cloudBars(s, 100, 160, 380, '#ffffff', 0.5);
        cloudBars(s, 1000, 240, 360, '#ffffff', 0.4);
        ridge(s, {
          y: 480,
          amp: 40,
          peaks: [
            [300, 200, 400, 'round'],
            [1200, 240, 420, 'round'],
          ],
          rough: 0.4,
          fill: '#7a8a8a',
          smooth: true,
          step: 40,
          bottom: 700,
        });
        mist(s, 520, 100, '#e8e6d8', 0.6);
        ridge(s, {
          y: 600,
          amp: 40,
          peaks: [
            [100, 180, 300, 'round'],
            [1500, 200, 300, 'round'],
          ],
          rough: 0.4,
          fill: '#5a7a4e',
          smooth: true,
          step: 40,
          bottom: 900,
        });
        archBridge(s, {
          x0: -40,
          x1: 1640,
          deck: 520,
          water: 900,
          arches: 14,
          rise: 0.9,
          color: '#b8b0a0',
          parapet: '#9a9284',
          piers: 0.22,
          apex: 548,
        });
        steamTrain(s, 380, 514, 2.2, {
          loco: '#1e1e24',
          coach: '#7a1f2a',
          lit: '#ffd27a',
          smoke: '#f6f2ea',
          n: 4,
        });
        hill(
          s,
          [
            [-20, 860],
            [400, 800],
            [900, 840],
            [1620, 790],
          ],
          '#3f5a34',
        );
        s.path('M-20 1000L-20 900Q500 880 900 940T1620 900V1000Z', '#6a8ab0');
        forest(s, { x0: 1300, x1: 1640, y: 880, hMin: 120, hMax: 200, color: '#24382a', gap: 40 });
        s.meta.bottom = '#3f5a34';
      },
    },
    {
      alt: 'Un castello magico illuminato su una rupe sopra il lago in una notte di luna',
      draw(s) {
        const hz = 760;
        sky(s, ['#070a22', '#141a44', '#2a2a5e']);
        stars(s, 100, { y1: 600 });
        moon(s, 1260, 200, 56, { color: '#f6efd6' });
        ridge(s, {
          y: 620,
          amp: 50,
          peaks: [
            [200, 160, 400],
            [1400, 140, 400],
          ],
          rough: 0.5,
          fill: '#141a38',
          bottom: hz,
        });
        const cliff = `M160 ${hz}L260 520Q340 470 460 460L1080 450Q1220 470 1300 560L1400 ${hz}Z`;
        s.path(cliff, '#0e1230');
        castle(s, 770, 462, 3, {
          wall: '#1c1f40',
          roof: '#121530',
          lit: '#ffd27a',
          towers: [
            [-90, 12, 60, 26],
            [-70, 16, 90, 34],
            [-45, 14, 70, 30],
            [-20, 24, 110, 44],
            [10, 16, 80, 30],
            [35, 12, 120, 40],
            [60, 18, 75, 30],
            [85, 12, 55, 22],
            [110, 14, 45, 20],
          ],
          halls: [
            [0, 180, 45, 0],
            [10, 40, 60, 20],
            [-60, 40, 52, 16],
          ],
        });
        water(s, { y: hz, colors: ['#1a2050', '#0c1030', '#060818'], lines: 0 });
        reflection(s, { x: 1260, y: hz, w: 120, bottom: s.H, color: '#f6efd6', op: 0.35 });
        reflection(s, { x: 760, y: hz, w: 300, bottom: 920, color: '#ffd27a', op: 0.2 });
        ripples(s, { y: hz, bottom: s.H, n: 20, color: '#8a9ad0', op: 0.25 });
        rowboat(s, 420, 900, 1.6, { hull: '#050714', trim: '#ffd27a' });
        birds(s, { x: 1000, y: 330, n: 3, spread: 60, size: 14, color: '#050714', op: 0.8 });
      },
    },
  ],
};
