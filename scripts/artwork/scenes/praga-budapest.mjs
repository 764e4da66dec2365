import { rect, poly } from '../lib/core.mjs';
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
  hill,
  glow,
} from '../lib/nature.mjs';
import { roundTrees } from '../lib/flora.mjs';
import { archBridge, lamps, place, P, rowboat } from '../lib/build.mjs';
import {
  pragueCastle,
  bridgeTower,
  statues,
  parliament,
  chainBridge,
  haussmann,
} from '../lib/lm-west.mjs';
import { merlons } from '../lib/shapes.mjs';

/** Týn church: twin gothic spires bristling with pinnacles. */
function tynChurch(s, x, y, h, { color = '#3a3440', roof = '#2a2630' } = {}) {
  let d =
    rect(-30, -40, 60, 40) +
    poly([
      [-30, -40],
      [0, -62],
      [30, -40],
    ]);
  let r = '';
  for (const cx of [-18, 18]) {
    d += rect(cx - 7, -64, 14, 64);
    r += poly([
      [cx - 8, -64],
      [cx, -100],
      [cx + 8, -64],
    ]);
    for (const k of [-8, -3, 3, 8])
      r += poly([
        [cx + k - 1.4, -64],
        [cx + k, -76 - Math.abs(k)],
        [cx + k + 1.4, -64],
      ]);
  }
  place(s, x, y, h / 100, P(d, color) + P(r, roof));
}

export default {
  main: {
    alt: 'Il Ponte Carlo con le statue e il Castello di Praga sulla collina al tramonto',
    draw(s) {
      const hz = 700;
      sky(s, ['#3a4a82', '#b07a8a', '#f4b07a', '#fbd8a0']);
      sun(s, 1150, 470, 56, { core: '#fff2cc', halo: '#ffc08a', haloOp: 0.75 });
      cloudBars(s, 150, 180, 360, '#f8c8a8', 0.4);
      hill(
        s,
        [
          [-20, 480],
          [300, 420],
          [700, 400],
          [1100, 440],
          [1620, 500],
        ],
        '#6a5a6e',
        { bottom: hz },
      );
      pragueCastle(s, 720, 440, 820, { color: '#e6cfb0', roof: '#4f6f64', dark: '#5a4c54' });
      roundTrees(
        s,
        [
          [200, 520, 120, 50],
          [330, 520, 110, 44],
          [1180, 530, 120, 50],
          [1330, 540, 130, 52],
        ],
        '#4a4a4e',
      );
      haussmann(s, -20, 1620, hz, {
        wall: '#e8c8a8',
        roof: '#9a5a4a',
        win: '#7a5a5a',
        chimney: '#7a4a3a',
        hMin: 60,
        hMax: 110,
        scale: 0.8,
      });
      water(s, { y: hz, colors: ['#c08a8a', '#5a5a80', '#2e3258'], lines: 0 });
      reflection(s, { x: 1150, y: hz, w: 160, bottom: s.H, color: '#ffd0a0', op: 0.45 });
      ripples(s, { y: hz, bottom: s.H, n: 22, color: '#ffd8b8', op: 0.3 });
      archBridge(s, {
        x0: -60,
        x1: 1360,
        deck: 770,
        water: 900,
        arches: 6,
        rise: 0.55,
        color: '#4a3a3e',
        parapet: '#3a2e32',
        piers: 0.22,
      });
      statues(s, [80, 260, 440, 620, 800, 980, 1160], 764, 2.6, '#2a2226');
      bridgeTower(s, 1440, 900, 430, { color: '#3a2e32', roof: '#241c20' });
      lamps(
        s,
        [
          [170, 764],
          [530, 764],
          [890, 764],
          [1250, 764],
        ],
        { post: '#2a2226', light: '#ffd98a', h: 46 },
      );
      s.meta.bottom = '#2e3258';
    },
  },
  gallery: [
    {
      alt: 'Il Parlamento di Budapest illuminato sul Danubio di notte',
      draw(s) {
        const hz = 640;
        sky(s, ['#070c26', '#14204a', '#2a3a6a']);
        stars(s, 60, { y1: 360 });
        moon(s, 1380, 160, 30, { phase: 0.35 });
        const p = s.capture(() =>
          parliament(s, 780, hz, 1300, {
            color: '#e8c878',
            roof: '#9a5a3a',
            dark: '#5a4a3a',
            lit: '#fff0b0',
          }),
        );
        const id = s.id();
        s.defs.push(`<g id="${id}">${p}</g>`);
        glow(s, 780, hz - 200, 600, '#ffcf7a', 0.25);
        s.add(`<use href="#${id}"/>`);
        s.path(rect(0, hz, s.W, 12), '#3a3a4a');
        water(s, { y: hz + 12, colors: ['#24305a', '#121a38', '#080c20'], lines: 0 });
        s.add(`<use href="#${id}" transform="matrix(1 0 0 -1 0 ${2 * hz + 24})" opacity="0.3"/>`);
        ripples(s, { y: hz + 12, bottom: s.H, n: 26, color: '#ffd98a', op: 0.3 });
        rowboat(s, 300, 900, 2.4, { hull: '#1a2040', trim: '#ffd27a' });
      },
    },
    {
      alt: 'Il Ponte delle Catene sul Danubio al crepuscolo con la collina del castello di Buda',
      draw(s) {
        const hz = 700;
        sky(s, ['#1a2050', '#4a4a86', '#b0708a', '#f4a878']);
        stars(s, 20, { y1: 240 });
        hill(
          s,
          [
            [-20, 520],
            [300, 440],
            [700, 420],
            [1100, 470],
            [1620, 520],
          ],
          '#3a3050',
          { bottom: hz },
        );
        let castle = rect(300, 380, 700, 60) + rect(580, 330, 140, 50);
        castle +=
          'M620 330C620 290 640 270 650 262C660 270 680 290 680 330Z' +
          merlons(300, 1000, 380, 8, 8);
        s.path(castle, '#8a7a96');
        let lw = '';
        for (let x = 320; x < 990; x += 22) lw += rect(x, 396, 6, 9) + rect(x + 8, 416, 6, 9);
        s.path(lw, '#ffd98a', { opacity: 0.85 });
        glow(s, 650, 380, 400, '#ffd98a', 0.2);
        chainBridge(s, -100, 1700, 640, 230, {
          stone: '#c4b4b0',
          chain: '#2a2838',
          lamp: '#ffe08a',
        });
        water(s, { y: hz, colors: ['#6a5a80', '#2a2a50', '#14162e'], lines: 0 });
        reflection(s, { x: 800, y: hz, w: 900, bottom: 860, color: '#ffe08a', op: 0.22, gap: 16 });
        ripples(s, { y: hz, bottom: s.H, n: 26, color: '#f0b898', op: 0.3 });
      },
    },
    {
      alt: 'I tetti rossi e le guglie della chiesa di Týn nella Città Vecchia di Praga',
      draw(s) {
        sky(s, ['#5a8ac4', '#a8c8e0', '#f2e8d8']);
        sun(s, 300, 170, 44, { core: '#fffbe8', halo: '#fff0c4', haloOp: 0.6 });
        cloudBars(s, 900, 140, 340, '#ffffff', 0.55);
        tynChurch(s, 820, 760, 620, { color: '#3a3440', roof: '#2a2630' });
        haussmann(s, -20, 1620, 860, {
          wall: '#f0d8b8',
          roof: '#b8503a',
          win: '#6a5048',
          chimney: '#8a4030',
          hMin: 100,
          hMax: 180,
        });
        haussmann(s, -80, 1700, 1000, {
          wall: '#e8c8a0',
          roof: '#a8442e',
          win: '#5a4038',
          chimney: '#7a3a2a',
          hMin: 60,
          hMax: 100,
          scale: 1.3,
        });
        s.meta.bottom = '#e8c8a0';
        birds(s, { x: 1200, y: 280, n: 4, spread: 80, size: 13, color: '#3a3440' });
      },
    },
  ],
};
