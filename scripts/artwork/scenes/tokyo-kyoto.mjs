import { rect, circ, poly } from '../lib/core.mjs';
import {
  sky,
  sun,
  stars,
  cloudBars,
  water,
  ripples,
  reflection,
  birds,
  hill,
  ridge,
  mist,
  glow,
} from '../lib/nature.mjs';
import { bamboo, forest } from '../lib/flora.mjs';
import { fuji, pagoda, torii, tokyoTower, skytree } from '../lib/lm-asia.mjs';
import { skyline } from '../lib/build.mjs';
import { makeRng } from '../lib/random.mjs';

/** Cherry trees in blossom: list of [x, y, h]. */
export function sakura(s, list, { bloom = '#f4b6c6', light = '#fbd9e2', trunk = '#4a3034' } = {}) {
  const r = makeRng(s.sub());
  let t = '';
  let b = '';
  let l = '';
  for (const [x, y, h] of list) {
    t += poly([
      [x - h * 0.04, y],
      [x - h * 0.02, y - h * 0.5],
      [x - h * 0.25, y - h * 0.72],
      [x - h * 0.22, y - h * 0.75],
      [x, y - h * 0.56],
      [x + h * 0.2, y - h * 0.78],
      [x + h * 0.23, y - h * 0.75],
      [x + h * 0.03, y - h * 0.48],
      [x + h * 0.04, y],
    ]);
    for (let i = 0; i < 7; i++) {
      const cx = x + r.range(-0.42, 0.42) * h;
      const cy = y - h * r.range(0.62, 0.95);
      const rr = h * r.range(0.13, 0.22);
      b += circ(cx, cy, rr);
      if (r.chance(0.6)) l += circ(cx - rr * 0.25, cy - rr * 0.3, rr * 0.55);
    }
  }
  s.path(t, trunk);
  s.path(b, bloom);
  s.path(l, light, { opacity: 0.8 });
}

export default {
  main: {
    alt: 'Il monte Fuji innevato e la pagoda Chureito tra i ciliegi in fiore',
    draw(s) {
      sky(s, ['#6fa4d4', '#bcd6ea', '#f6e4e0']);
      sun(s, 1350, 200, 40, { core: '#fff8ec', halo: '#fff0d8', haloOp: 0.5 });
      cloudBars(s, 120, 220, 300, '#ffffff', 0.5);
      fuji(s, 640, 720, 680, 470, { rock: '#5f74a4', snow: '#f7f8fc', snowLine: 0.4 });
      mist(s, 640, 120, '#f3e6e8', 0.75);
      skyline(s, {
        x0: -20,
        x1: 1000,
        base: 760,
        hMin: 10,
        hMax: 40,
        wMin: 30,
        wMax: 70,
        color: '#a9b4cc',
        tops: ['flat', 'slant'],
      });
      ridge(s, {
        y: 760,
        amp: 14,
        peaks: [[1250, 200, 560, 'round']],
        rough: 0.3,
        fill: '#3f5e4a',
        smooth: true,
        step: 30,
      });
      forest(s, {
        x0: 880,
        x1: 1620,
        y: 700,
        hMin: 40,
        hMax: 80,
        color: '#34503f',
        gap: 22,
        jitter: 20,
      });
      pagoda(s, 1180, 720, 380, { body: '#c8402e', roof: '#332629' });
      sakura(s, [
        [980, 790, 200],
        [1420, 720, 220],
        [1560, 800, 260],
        [880, 860, 180],
      ]);
      hill(
        s,
        [
          [-20, 900],
          [300, 860],
          [700, 900],
          [1000, 940],
          [1620, 900],
        ],
        '#2f4a3a',
      );
      sakura(
        s,
        [
          [120, 960, 420],
          [380, 980, 280],
        ],
        { bloom: '#f2a9bd', light: '#fad3de' },
      );
      birds(s, { x: 900, y: 260, n: 3, spread: 70, size: 12, color: '#4a5a7a', op: 0.5 });
    },
  },
  gallery: [
    {
      alt: 'Lo skyline di Tokyo al crepuscolo con la Tokyo Tower e lo Skytree',
      draw(s) {
        const hz = 780;
        sky(s, ['#1a2150', '#4a4a86', '#c07a8e', '#f6b48a']);
        stars(s, 30, { y1: 300 });
        fuji(s, 240, hz - 60, 260, 170, { rock: '#7a6a96', snow: '#e8d8e8', snowLine: 0.4 });
        skyline(s, {
          x0: -20,
          x1: s.W + 20,
          base: hz,
          hMin: 80,
          hMax: 220,
          wMin: 34,
          wMax: 70,
          color: '#5a4f80',
        });
        tokyoTower(s, 560, hz, 470, { red: '#e4502f', white: '#f6e6dc' });
        skytree(s, 1180, hz, 640, '#d8dcef', { light: '#7fd0ff' });
        skyline(s, {
          x0: -20,
          x1: s.W + 20,
          base: hz + 30,
          hMin: 60,
          hMax: 200,
          wMin: 40,
          wMax: 90,
          color: '#2a2a50',
          windows: { color: '#ffd98a', w: 2, h: 3, px: 10, py: 14, layerOp: 0.55 },
        });
        water(s, { y: hz + 30, colors: ['#3a3a66', '#1e1e3c', '#10122a'], lines: 0 });
        reflection(s, {
          x: 560,
          y: hz + 30,
          w: 50,
          bottom: s.H,
          color: '#ff8a5a',
          op: 0.5,
          gap: 10,
        });
        reflection(s, {
          x: 1180,
          y: hz + 30,
          w: 40,
          bottom: s.H,
          color: '#9fdcff',
          op: 0.4,
          gap: 10,
        });
        ripples(s, { y: hz + 30, bottom: s.H, n: 24, color: '#8f8fc8', op: 0.3 });
      },
    },
    {
      alt: 'Il tunnel di torii vermigli del santuario Fushimi Inari a Kyoto',
      draw(s) {
        sky(s, ['#243a2c', '#3f5e44', '#6f8a5a']);
        s.meta.bottom = '#4a3e34';
        glow(s, 800, 560, 260, '#fff2c8', 0.9);
        s.path(
          poly([
            [0, 1000],
            [740, 600],
            [860, 600],
            [1600, 1000],
          ]),
          '#6a5a48',
        );
        s.path(
          poly([
            [420, 1000],
            [770, 600],
            [830, 600],
            [1180, 1000],
          ]),
          '#8a7560',
        );
        forest(s, { x0: -40, x1: 760, y: 640, hMin: 200, hMax: 360, color: '#1f3324', gap: 64 });
        forest(s, { x0: 840, x1: 1640, y: 640, hMin: 200, hMax: 360, color: '#1f3324', gap: 64 });
        for (let k = 0; k < 11; k++) {
          const h = 70 * Math.pow(1.27, k);
          const base = 600 + h * 0.38;
          const c = k % 2 ? '#e0461f' : '#d23c1a';
          torii(s, 800, base, h, { color: c, dark: '#1d1414' });
        }
      },
    },
    {
      alt: 'Il boschetto di bambù di Arashiyama con la luce del mattino',
      draw(s) {
        sky(s, ['#dfeccf', '#eef3d8', '#f7f2dc']);
        s.meta.bottom = '#3f5a2e';
        glow(s, 800, 300, 420, '#fffbe0', 0.9);
        bamboo(s, {
          x0: -40,
          x1: 1640,
          y1: 800,
          count: 22,
          color: '#b9d39a',
          node: '#9fbf7c',
          leaf: '#a6c98a',
          width: 14,
        });
        mist(s, 620, 300, '#f3f5dc', 0.5);
        bamboo(s, {
          x0: -40,
          x1: 1640,
          y1: 860,
          count: 13,
          color: '#7fae5a',
          node: '#5f8e44',
          leaf: '#6f9f4f',
          width: 22,
        });
        s.path(
          poly([
            [560, 1000],
            [760, 700],
            [840, 700],
            [1040, 1000],
          ]),
          '#c9b98e',
        );
        s.path(rect(0, 860, 560, 140) + rect(1040, 860, 560, 140), '#3f5a2e');
        bamboo(s, {
          x0: -60,
          x1: 520,
          y1: 1000,
          count: 5,
          color: '#3f6e2f',
          node: '#2a4f20',
          leaf: '#355f28',
          width: 40,
        });
        bamboo(s, {
          x0: 1080,
          x1: 1660,
          y1: 1000,
          count: 5,
          color: '#3f6e2f',
          node: '#2a4f20',
          leaf: '#355f28',
          width: 40,
        });
      },
    },
  ],
};
