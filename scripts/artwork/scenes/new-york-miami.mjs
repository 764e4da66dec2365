import { rect, circ } from '../lib/core.mjs';
import {
  sky,
  sun,
  moon,
  stars,
  cloudBars,
  water,
  ripples,
  reflection,
  birds,
  foam,
} from '../lib/nature.mjs';
import { palm } from '../lib/flora.mjs';
import { skyline, sailboat } from '../lib/build.mjs';
import {
  empireState,
  chrysler,
  oneWTC,
  brooklynBridge,
  artDeco,
  lifeguard,
} from '../lib/lm-west.mjs';

export default {
  main: {
    alt: 'Lo skyline di Manhattan con l’Empire State Building visto dal ponte di Brooklyn al tramonto',
    draw(s) {
      const hz = 720;
      sky(s, ['#3b5a94', '#a9889a', '#f0b488', '#f8d9a8']);
      sun(s, 1260, 560, 60, { core: '#fff0c8', halo: '#ffc890', haloOp: 0.7 });
      cloudBars(s, 200, 180, 340, '#f6c8a8', 0.4);
      skyline(s, {
        x0: -20,
        x1: s.W + 20,
        base: hz,
        hMin: 80,
        hMax: 220,
        wMin: 30,
        wMax: 60,
        color: '#8a7f9c',
      });
      oneWTC(s, 260, hz, 560, '#4a4d72', { light: '#a6a6c8' });
      empireState(s, 760, hz, 540, '#4a4d72', { light: '#a6a6c8' });
      chrysler(s, 980, hz, 440, '#4a4d72', { light: '#a6a6c8', tri: '#f3dcc0' });
      skyline(s, {
        x0: -20,
        x1: s.W + 20,
        base: hz,
        hMin: 90,
        hMax: 300,
        wMin: 36,
        wMax: 70,
        color: '#3c3f62',
        tops: ['flat', 'step', 'flat', 'spire'],
      });
      water(s, { y: hz, colors: ['#7a7fa4', '#4a5078', '#2a2f50'], lines: 0 });
      reflection(s, { x: 1260, y: hz, w: 150, bottom: s.H, color: '#ffd09a', op: 0.45 });
      ripples(s, { y: hz, bottom: s.H, n: 26, color: '#f0d0b0', op: 0.3 });
      brooklynBridge(s, {
        x0: -300,
        x1: 1960,
        deck: 830,
        towerH: 380,
        stone: '#5a4a48',
        dark: '#2a2230',
        cable: '#2a2230',
        water: 1000,
        t1: 0.17,
        t2: 0.76,
      });
      birds(s, { x: 700, y: 220, n: 4, spread: 90, size: 13, color: '#2a2230' });
    },
  },
  gallery: [
    {
      alt: 'Manhattan di notte con le luci dei grattacieli riflesse nell’Hudson',
      draw(s) {
        const hz = 700;
        sky(s, ['#070d26', '#14204a', '#2e3a72']);
        stars(s, 50, { y1: 360 });
        moon(s, 1330, 180, 34);
        skyline(s, {
          x0: -20,
          x1: s.W + 20,
          base: hz,
          hMin: 100,
          hMax: 260,
          wMin: 30,
          wMax: 60,
          color: '#1e2a52',
        });
        empireState(s, 620, hz, 560, '#24305e', { light: '#3a4a86' });
        s.path(
          circ(620, hz - 540, 40),
          s.radial([
            [0, '#ff5a8a', 0.6],
            [1, '#ff5a8a', 0],
          ]),
        );
        chrysler(s, 880, hz, 460, '#182246', { tri: '#ffe6a8' });
        oneWTC(s, 1200, hz, 600, '#182246', { light: '#3a4a80' });
        skyline(s, {
          x0: -20,
          x1: s.W + 20,
          base: hz,
          hMin: 80,
          hMax: 280,
          wMin: 36,
          wMax: 70,
          color: '#101836',
          windows: { color: '#ffd98a', w: 2.4, h: 3.4, px: 10, py: 13, layerOp: 0.6 },
        });
        water(s, { y: hz, colors: ['#1c2650', '#0d1430', '#070b1e'], lines: 0 });
        for (const x of [200, 620, 880, 1200, 1450])
          reflection(s, { x, y: hz, w: 90, bottom: s.H, color: '#ffd98a', op: 0.3, gap: 12 });
        ripples(s, { y: hz, bottom: s.H, n: 24, color: '#6f7fc0', op: 0.3 });
        sailboat(s, 380, 880, 1.2, { hull: '#05081a', sail: '#1a2448' });
      },
    },
    {
      alt: 'Gli hotel Art Déco color pastello di Ocean Drive a Miami con palme e neon al crepuscolo',
      draw(s) {
        sky(s, ['#3a3a7a', '#9a6aa8', '#f3a0a8', '#fbd2b0']);
        sun(s, 300, 330, 50, { core: '#fff0d8', halo: '#ffc0a0', haloOp: 0.6 });
        cloudBars(s, 900, 160, 340, '#fbc8c8', 0.4);
        artDeco(s, 40, 820, 360, 380, { wall: '#f7c6cf', trim: '#5fc4b8', neon: '#ff5fa8' });
        artDeco(s, 430, 820, 300, 300, { wall: '#bfe6d8', trim: '#f3a0b8', neon: '#7ff0ff' });
        artDeco(s, 760, 820, 380, 420, { wall: '#f6e4a8', trim: '#5fa8d8', neon: '#ff7a5a' });
        artDeco(s, 1170, 820, 400, 340, { wall: '#d4c4ee', trim: '#f3b0c0', neon: '#5ff0c8' });
        s.path(rect(0, 820, s.W, 180), '#4a4a6a');
        s.path(rect(0, 820, s.W, 16), '#e6d6c8');
        s.meta.bottom = '#3a3a5a';
        s.stroke('M0 920H1600', '#f3e0b8', 4, { 'stroke-dasharray': '60 40', opacity: 0.7 });
        for (const [x, h, l] of [
          [130, 560, 40],
          [620, 520, -40],
          [1080, 600, 50],
          [1500, 540, -30],
        ])
          palm(s, x, 850, h, { lean: l, color: '#1f2a44', fronds: 10 });
      },
    },
    {
      alt: 'L’alba sulla spiaggia di Miami Beach con una torretta dei bagnini colorata e le palme',
      draw(s) {
        const hz = 560;
        sky(s, ['#5a7ab8', '#e0a0a0', '#fbd0a0', '#fde8c4']);
        sun(s, 1000, 540, 70, { core: '#fff4d0', halo: '#ffcf90', haloOp: 0.8 });
        cloudBars(s, 300, 260, 360, '#fbd0c0', 0.45);
        water(s, { y: hz, colors: ['#7fa8c8', '#4f8ab0', '#3a7aa0'], bottom: 760, lines: 20 });
        reflection(s, { x: 1000, y: hz, w: 200, bottom: 760, color: '#ffe0a8', op: 0.5 });
        s.path(`M-20 750Q600 730 1000 760T1620 740V${s.H}H-20Z`, '#f6e4c8');
        foam(
          s,
          [
            [-20, 752],
            [600, 732],
            [1000, 762],
            [1620, 742],
          ],
          '#ffffff',
          4,
          0.85,
        );
        s.meta.bottom = '#efd8b8';
        lifeguard(s, 600, 860, 3.4, { hut: '#f28ca0', stripe: '#4fb3b0', roof: '#f6d46a' });
        palm(s, 120, 960, 640, { lean: 140, color: '#26304a' });
        palm(s, 1400, 940, 560, { lean: -120, color: '#26304a' });
        palm(s, 1520, 980, 420, { lean: -40, color: '#2e3a56' });
        birds(s, { x: 760, y: 300, n: 4, spread: 90, size: 13, color: '#4a4a6a' });
      },
    },
  ],
};
