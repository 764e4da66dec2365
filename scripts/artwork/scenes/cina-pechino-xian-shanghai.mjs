import { rect, f } from '../lib/core.mjs';
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
  ridgePoints,
  mist,
  glow,
} from '../lib/nature.mjs';
import { roundTrees } from '../lib/flora.mjs';
import {
  greatWall,
  imperialHall,
  pearlTower,
  shanghaiTower,
  swfc,
  jinMao,
  warriorD,
} from '../lib/lm-asia.mjs';
import { skyline, place, P } from '../lib/build.mjs';

export default {
  main: {
    alt: 'La Grande Muraglia che serpeggia sulle colline verdi in autunno',
    draw(s) {
      sky(s, ['#6a9ccc', '#b4d0e0', '#f0ead6']);
      sun(s, 1300, 200, 44, { core: '#fffbe8', halo: '#fff0c4', haloOp: 0.6 });
      cloudBars(s, 150, 170, 320, '#ffffff', 0.5);
      ridge(s, {
        y: 440,
        amp: 40,
        peaks: [
          [300, 120, 300, 'round'],
          [1000, 160, 360, 'round'],
        ],
        rough: 0.5,
        fill: ['#9ab0b8', '#b8c8c8'],
        smooth: true,
        step: 30,
        bottom: 620,
      });
      mist(s, 470, 100, '#f0ead6', 0.6);
      const far = ridgePoints(s, {
        y: 560,
        amp: 60,
        peaks: [
          [500, 120, 300, 'round'],
          [1300, 140, 320, 'round'],
        ],
        rough: 0.5,
        step: 40,
        freq: 1 / 300,
      });
      ridge(s, { points: far, fill: '#7a9a6a', smooth: true, bottom: 760 });
      greatWall(
        s,
        far.map(([x, y]) => [x, y + 6]).filter((_, i) => i % 2 === 0),
        { w: 9, color: '#c8b898', dark: '#8a7a62', towers: [3, 8, 14, 19], towerW: 2.2 },
      );
      const near = ridgePoints(s, {
        y: 760,
        amp: 80,
        peaks: [
          [250, 240, 380, 'round'],
          [1200, 180, 420, 'round'],
        ],
        rough: 0.4,
        step: 40,
        freq: 1 / 300,
      });
      ridge(s, { points: near, fill: ['#5f8a4a', '#3f6a34'], smooth: true });
      const wallPts = near.filter((_, i) => i % 2 === 0).map(([x, y]) => [x, y + 10]);
      greatWall(s, wallPts, {
        w: 22,
        color: '#d8c8a4',
        dark: '#8a7a60',
        towers: [3, 10, 17],
        towerW: 2,
      });
      roundTrees(
        s,
        [
          [80, 980, 200, 70],
          [1500, 990, 220, 80],
          [1380, 980, 160, 56],
        ],
        '#c8702a',
      );
      roundTrees(
        s,
        [
          [220, 990, 160, 60],
          [1560, 960, 140, 50],
        ],
        '#a8442a',
      );
      birds(s, { x: 700, y: 240, n: 3, spread: 60, size: 13, color: '#3a4a5a' });
    },
  },
  gallery: [
    {
      alt: 'I tetti dorati della Città Proibita a Pechino',
      draw(s) {
        sky(s, ['#6a9ccc', '#b0cce0', '#f4e6cc']);
        sun(s, 1300, 160, 40, { core: '#fffbe8', halo: '#fff0c4', haloOp: 0.55 });
        cloudBars(s, 200, 140, 340, '#ffffff', 0.5);
        imperialHall(s, 800, 640, 900, {
          roof: '#e3a72f',
          roofDark: '#a8701c',
          wall: '#b4322a',
          base: '#eee6d6',
        });
        imperialHall(s, 200, 600, 380, {
          roof: '#d89a2a',
          roofDark: '#a8701c',
          wall: '#a82e26',
          base: '#e6ddcc',
        });
        imperialHall(s, 1420, 600, 380, {
          roof: '#d89a2a',
          roofDark: '#a8701c',
          wall: '#a82e26',
          base: '#e6ddcc',
        });
        s.path(rect(0, 640, s.W, 360), '#d8cdb8');
        s.meta.bottom = '#d0c4ac';
        let st = '';
        for (let y = 660; y < 1000; y += 40) st += `M0 ${y}H1600`;
        for (let x = -400; x < 2000; x += 100) st += `M${x} 640L${800 + (x - 800) * 1.8} 1000`;
        s.stroke(st, '#c4b8a0', 2, { opacity: 0.7 });
        roundTrees(
          s,
          [
            [60, 650, 200, 70],
            [1540, 650, 200, 70],
          ],
          '#4a6a3a',
        );
        birds(s, { x: 1000, y: 240, n: 4, spread: 80, size: 13, color: '#4a3a3a' });
      },
    },
    {
      alt: 'Lo skyline di Pudong a Shanghai di notte con la Oriental Pearl Tower',
      draw(s) {
        const hz = 720;
        sky(s, ['#0a0c26', '#1c1f4e', '#3a2f6a', '#6a3f7a']);
        stars(s, 40, { y1: 300 });
        skyline(s, {
          x0: -20,
          x1: s.W + 20,
          base: hz,
          hMin: 80,
          hMax: 240,
          wMin: 30,
          wMax: 60,
          color: '#2a2a5a',
          windows: { color: '#ffd98a', w: 2, h: 3, px: 10, py: 14, layerOp: 0.45 },
        });
        shanghaiTower(s, 1020, hz, 640, '#3a4680', { light: '#8ab0ff' });
        swfc(s, 1160, hz, 560, '#34407a');
        jinMao(s, 1280, hz, 480, '#3a4276');
        pearlTower(s, 600, hz, 520, { frame: '#8a8ab0', sphere: '#e0508e', light: '#ffc0dc' });
        glow(s, 600, hz - 160, 90, '#ff6aaa', 0.35);
        glow(s, 600, hz - 340, 70, '#ff6aaa', 0.3);
        skyline(s, {
          x0: -20,
          x1: s.W + 20,
          base: hz,
          hMin: 40,
          hMax: 130,
          wMin: 40,
          wMax: 90,
          color: '#1a1a40',
          windows: { color: '#ffe0a0', w: 2.4, h: 3, px: 10, py: 12, layerOp: 0.55 },
        });
        water(s, { y: hz, colors: ['#2a2456', '#141434', '#0a0a20'], lines: 0 });
        reflection(s, { x: 600, y: hz, w: 70, bottom: s.H, color: '#ff6aaa', op: 0.45, gap: 10 });
        reflection(s, { x: 1050, y: hz, w: 200, bottom: s.H, color: '#8ab0ff', op: 0.3, gap: 12 });
        ripples(s, { y: hz, bottom: s.H, n: 22, color: '#8a7ac0', op: 0.3 });
        place(
          s,
          300,
          880,
          2,
          P('M-60 0L60 0L50 12L-54 12Z', '#0c0c20') +
            P(rect(-40, -16, 70, 16), '#0c0c20') +
            P(rect(-34, -12, 60, 5), '#ffd27a', { opacity: 0.8 }),
        );
      },
    },
    {
      alt: 'Le file dei guerrieri di terracotta nella fossa di Xi’an',
      draw(s) {
        sky(s, ['#8a6a4e', '#a8845e', '#c09a6e']);
        s.meta.bottom = '#8a6440';
        s.path(rect(0, 0, s.W, 260), '#5a4030');
        let beams = '';
        for (let x = -40; x < 1640; x += 80) beams += rect(x, 200, 40, 60);
        s.path(beams, '#4a3424');
        glow(s, 800, 120, 500, '#ffe0b0', 0.35);
        const rows = 6;
        for (let i = 0; i < rows; i++) {
          const t = i / (rows - 1);
          const y = 380 + Math.pow(t, 1.3) * 560;
          const k = 1.6 + t * 4.2;
          const col = i % 2 ? '#9a6a48' : '#a8764e';
          s.path(rect(0, y + 4, s.W, 20 + t * 40), '#8a6440');
          let d = '';
          const gap = 22 * k;
          for (let x = ((i * 37) % gap) - gap; x < s.W + gap; x += gap) {
            const kk = Math.round(k * 100) / 100;
            d += `<use href="#${s.once('warrior', (id) => `<path id="${id}" d="${warriorD}"/>`)}" transform="translate(${f(x)} ${f(y)}) scale(${kk})"/>`;
          }
          s.add(`<g fill="${col}">${d}</g>`);
          s.path(rect(0, y, s.W, 6 + t * 10), '#7a5636');
        }
      },
    },
  ],
};
