import { rect, f } from '../lib/core.mjs';
import {
  sky,
  sun,
  stars,
  cloudBars,
  cloudPuff,
  water,
  ripples,
  birds,
  hill,
  glow,
} from '../lib/nature.mjs';
import { roundTrees } from '../lib/flora.mjs';
import { archBridge, lamps, firework, rowboat } from '../lib/build.mjs';
import { eiffel, haussmann, sacreCoeur, castle } from '../lib/lm-west.mjs';

export default {
  main: {
    alt: 'La Torre Eiffel sopra i tetti di Parigi nella luce dorata del pomeriggio',
    draw(s) {
      sky(s, ['#6a94c8', '#c4bcc8', '#f6d8b4']);
      sun(s, 1250, 360, 50, { core: '#fff4dc', halo: '#ffd8a8', haloOp: 0.7 });
      cloudBars(s, 100, 180, 380, '#ffffff', 0.5);
      cloudBars(s, 1000, 150, 300, '#fff0e0', 0.45);
      haussmann(s, -20, 1620, 700, {
        wall: '#dcc8b4',
        roof: '#8a94a8',
        win: '#8a8494',
        hMin: 60,
        hMax: 100,
        scale: 0.7,
      });
      eiffel(s, 820, 760, 700, '#5a4a48');
      roundTrees(
        s,
        [
          [640, 780, 120, 50],
          [1000, 780, 120, 50],
          [760, 790, 90, 40],
          [900, 790, 100, 44],
        ],
        '#6a8a5a',
      );
      haussmann(s, -60, 1700, 880, {
        wall: '#efe2c8',
        roof: '#6f7f96',
        win: '#5a6478',
        hMin: 110,
        hMax: 170,
        scale: 1,
      });
      haussmann(s, -100, 1700, 1040, {
        wall: '#e6d4b6',
        roof: '#5f6f86',
        win: '#4a5468',
        hMin: 120,
        hMax: 160,
        scale: 1.3,
      });
      s.meta.bottom = '#e6d4b6';
      birds(s, { x: 500, y: 260, n: 4, spread: 80, size: 13, color: '#4a4a5a' });
    },
  },
  gallery: [
    {
      alt: 'I ponti sulla Senna al crepuscolo con i lampioni accesi',
      draw(s) {
        const hz = 640;
        sky(s, ['#2a3068', '#6a5a8a', '#d0868a', '#f4b888']);
        stars(s, 20, { y1: 240 });
        haussmann(s, -20, 1620, hz, {
          wall: '#8a7a8a',
          roof: '#4a4a66',
          win: '#ffd98a',
          hMin: 80,
          hMax: 130,
          scale: 0.9,
        });
        eiffel(s, 1300, hz, 420, '#3a3048', { light: '#ffd98a' });
        glow(s, 1300, hz - 300, 120, '#ffd98a', 0.3);
        roundTrees(
          s,
          [
            [120, hz, 90, 40],
            [500, hz, 80, 36],
            [900, hz, 90, 40],
          ],
          '#3a3a50',
        );
        water(s, { y: hz, colors: ['#8a6a8a', '#3a3a60', '#1a1c38'], lines: 0 });
        archBridge(s, {
          x0: -60,
          x1: 1660,
          deck: 740,
          water: 880,
          arches: 5,
          rise: 0.5,
          color: '#5a4a60',
          parapet: '#4a3c52',
          piers: 0.18,
        });
        lamps(
          s,
          [
            [100, 734],
            [380, 734],
            [660, 734],
            [940, 734],
            [1220, 734],
            [1500, 734],
          ],
          { post: '#2a2438', light: '#ffe0a0', h: 50 },
        );
        ripples(s, { y: hz, bottom: s.H, n: 26, color: '#f6c8a8', op: 0.3 });
        rowboat(s, 1250, 960, 2.8, { hull: '#1a1830', trim: '#ffd27a' });
      },
    },
    {
      alt: 'La basilica del Sacro Cuore sulla collina di Montmartre',
      draw(s) {
        sky(s, ['#5a8ac8', '#a8c8e4', '#f2ece0']);
        sun(s, 300, 180, 44, { core: '#fffbe8', halo: '#fff0c4', haloOp: 0.55 });
        cloudPuff(s, 1050, 230, 340, '#ffffff', 0.8);
        hill(
          s,
          [
            [-20, 760],
            [300, 640],
            [600, 560],
            [1000, 560],
            [1300, 640],
            [1620, 760],
          ],
          '#6a8a5a',
        );
        sacreCoeur(s, 800, 580, 560, { white: '#f6f3ec', shadow: '#d0c8bc', dark: '#7a7484' });
        roundTrees(
          s,
          [
            [380, 660, 160, 60],
            [500, 640, 140, 54],
            [1120, 650, 160, 60],
            [1250, 670, 150, 56],
            [280, 700, 140, 50],
          ],
          '#4a6e44',
        );
        s.path('M740 580L860 580L960 1000L640 1000Z', '#e8e0d0');
        let st = '';
        for (let y = 600; y < 1000; y += 24)
          st += `M${f(740 - (y - 580) * 0.24)} ${y}H${f(860 + (y - 580) * 0.24)}`;
        s.stroke(st, '#c8bca8', 2.5);
        haussmann(s, -60, 600, 1000, {
          wall: '#efe2c8',
          roof: '#6f7f96',
          win: '#5a6478',
          hMin: 150,
          hMax: 230,
        });
        haussmann(s, 1000, 1700, 1000, {
          wall: '#efe2c8',
          roof: '#6f7f96',
          win: '#5a6478',
          hMin: 150,
          hMax: 230,
        });
        s.meta.bottom = '#efe2c8';
      },
    },
    {
      alt: 'Un castello da fiaba con i fuochi d’artificio nella notte',
      draw(s) {
        sky(s, ['#0a0c2e', '#1e1c56', '#3a2a6a', '#6a3a7a']);
        stars(s, 70, { y1: 500 });
        firework(s, 380, 260, 150, '#ff7ab8');
        firework(s, 1220, 220, 170, '#7ad8ff');
        firework(s, 820, 140, 110, '#ffd86a');
        firework(s, 1450, 420, 90, '#9aff9a');
        firework(s, 160, 480, 80, '#ffb06a');
        glow(s, 800, 620, 420, '#ff9ad0', 0.25);
        castle(s, 800, 860, 2.6, {
          wall: '#f3dce6',
          roof: '#3a6ab8',
          lit: '#ffe08a',
          towers: [
            [-100, 14, 70, 36],
            [-74, 16, 110, 46],
            [-44, 14, 90, 40],
            [-16, 22, 160, 70],
            [18, 16, 120, 50],
            [46, 12, 96, 42],
            [74, 16, 104, 44],
            [100, 12, 66, 30],
          ],
          halls: [
            [0, 200, 50, 0],
            [0, 60, 80, 26],
          ],
        });
        s.path(rect(0, 860, s.W, 140), '#1a1840');
        s.path('M700 860L900 860L1000 1000L600 1000Z', '#2a2850');
        roundTrees(
          s,
          [
            [200, 880, 160, 60],
            [340, 890, 130, 50],
            [1300, 880, 170, 64],
            [1450, 890, 140, 54],
          ],
          '#141232',
        );
        s.meta.bottom = '#1a1840';
      },
    },
  ],
};
