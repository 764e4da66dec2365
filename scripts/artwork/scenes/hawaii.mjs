import { poly, smooth, f } from '../lib/core.mjs';
import {
  sky,
  sun,
  stars,
  cloudBars,
  cloudPuff,
  water,
  birds,
  ridge,
  foam,
  glow,
} from '../lib/nature.mjs';
import { palm, roundTrees } from '../lib/flora.mjs';
import { skyline, sailboat, P, place } from '../lib/build.mjs';
import { volcano, plume, surfWave } from '../lib/misc.mjs';
import { makeRng } from '../lib/random.mjs';

function surfer(s, x, y, k, color) {
  place(
    s,
    x,
    y,
    k,
    P('M-14 0L14 0L12 2L-12 2Z', '#f3c54a') +
      P(
        'M0 -20a2.4 2.4 0 1 1 0.01 0ZM-3 -16L3 -16L5 -8L8 -6L7 -4L3 -7L4 0L1 0L0 -6L-2 0L-5 0L-3 -8L-7 -11L-6 -12Z',
        color,
      ),
  );
}

export default {
  main: {
    alt: 'Il cratere di Diamond Head sopra la spiaggia di Waikiki con palme e surfisti',
    draw(s) {
      sky(s, ['#3a8ccc', '#86c4e4', '#e8f2ea']);
      sun(s, 300, 170, 42, { core: '#fffbe6', halo: '#fff4c4', haloOp: 0.55 });
      cloudPuff(s, 560, 260, 300, '#ffffff', 0.85);
      cloudBars(s, 1100, 160, 300, '#ffffff', 0.5);
      const pts = [];
      const prof = [
        [620, 600],
        [760, 520],
        [860, 430],
        [900, 380],
        [930, 396],
        [960, 372],
        [1000, 384],
        [1040, 370],
        [1090, 392],
        [1150, 410],
        [1260, 450],
        [1400, 500],
        [1520, 560],
        [1640, 600],
      ];
      for (const p of prof) pts.push(p);
      s.path(smooth(pts) + 'L1640 620L620 620Z', '#6f8a5a');
      s.path(
        'M1000 386L1040 372L1090 394L1150 412L1260 452L1400 502L1520 562L1640 602L1640 620L1060 620Z',
        '#5f7a4c',
        { opacity: 0.55 },
      );
      let flutes = '';
      for (let x = 700; x < 1560; x += 40) flutes += `M${x} ${x < 900 ? 560 : 480}L${x + 20} 610`;
      s.stroke(flutes, '#4f6840', 4, { opacity: 0.5 });
      skyline(s, {
        x0: 80,
        x1: 900,
        base: 640,
        hMin: 40,
        hMax: 130,
        wMin: 30,
        wMax: 60,
        color: '#efe6d8',
        tops: ['flat', 'flat', 'step'],
        windows: { color: '#8fb4c4', w: 3, h: 4, px: 9, py: 11, layerOp: 0.7 },
      });
      roundTrees(
        s,
        [
          [140, 644, 60, 22],
          [330, 644, 70, 24],
          [560, 644, 60, 22],
          [800, 644, 66, 24],
        ],
        '#3f6a44',
      );
      water(s, { y: 640, colors: ['#2c8fb8', '#39b8c4', '#7fdcd0'], bottom: 830, lines: 24 });
      surfer(s, 700, 720, 1.6, '#1f3a4a');
      surfer(s, 1100, 760, 2, '#1f3a4a');
      sailboat(s, 1350, 680, 0.8, { hull: '#1f3a4a' });
      s.path(`M-20 820Q600 790 1000 820T1620 800V${s.H}H-20Z`, '#f4e4c4');
      foam(
        s,
        [
          [-20, 822],
          [600, 792],
          [1000, 822],
          [1620, 802],
        ],
        '#ffffff',
        5,
        0.85,
      );
      s.meta.bottom = '#ecd8b2';
      palm(s, 120, 980, 600, { lean: 120, color: '#1f3a30' });
      palm(s, 300, 990, 460, { lean: 160, color: '#24453a' });
      palm(s, 1500, 990, 560, { lean: -130, color: '#1f3a30' });
    },
  },
  gallery: [
    {
      alt: 'Un vulcano hawaiano di notte con le colate di lava incandescente',
      draw(s) {
        sky(s, ['#0a0a1e', '#1e1430', '#4a1e30', '#8a3a2a']);
        stars(s, 50, { y1: 360 });
        plume(s, 840, 340, 320, { color: '#6a4a4a', drift: 0.8, op: 0.6 });
        volcano(s, 800, 820, 1300, 480, {
          rock: '#1a1216',
          lava: '#ff8a2a',
          glow: '#ff6a2a',
          flows: 5,
        });
        glow(s, 800, 340, 200, '#ffb04a', 0.5);
        ridge(s, { y: 860, amp: 30, rough: 0.6, fill: '#120c10' });
        let cracks = '';
        const r = makeRng(s.sub());
        for (let i = 0; i < 8; i++) {
          let x = r.range(0, 1600);
          let y = r.range(900, 1000);
          cracks += `M${f(x)} ${f(y)}`;
          for (let k = 0; k < 5; k++) {
            x += r.range(20, 60);
            y += r.range(-10, 10);
            cracks += `L${f(x)} ${f(y)}`;
          }
        }
        s.stroke(cracks, '#ff6a2a', 3, { opacity: 0.8 });
        s.meta.bottom = '#120c10';
      },
    },
    {
      alt: 'Una grande onda che si infrange sulla North Shore di Oahu',
      draw(s) {
        sky(s, ['#4a9ad4', '#9ad0ea', '#e8f4f0']);
        sun(s, 1350, 180, 40, { core: '#fffbe6', halo: '#fff4c4', haloOp: 0.55 });
        cloudBars(s, 200, 160, 320, '#ffffff', 0.55);
        ridge(s, {
          y: 470,
          amp: 10,
          peaks: [[1300, 80, 300, 'round']],
          rough: 0.3,
          fill: '#5f8f7a',
          bottom: 480,
        });
        water(s, { y: 470, colors: ['#1f7aa8', '#2a9ab8'], lines: 10 });
        surfWave(s, { dy: 60 });
        surfer(s, 930, 560, 2.6, '#14233f');
        s.meta.bottom = '#0f4f70';
      },
    },
    {
      alt: 'Le scogliere verdi e scanalate della costa Na Pali a Kauai',
      draw(s) {
        const hz = 640;
        sky(s, ['#5a94c8', '#a9d0e4', '#f2ecd8']);
        sun(s, 280, 220, 44, { core: '#fffbe6', halo: '#fff0c4', haloOp: 0.6 });
        cloudPuff(s, 700, 200, 340, '#ffffff', 0.8);
        water(s, { y: hz, colors: ['#1f6f9f', '#2a8fb0', '#3aa8b8'], lines: 26 });
        const spurs = [
          { x1: 300, top: 250, col: '#9ab894', dark: '#7c9a78', base: hz + 2 },
          { x1: 620, top: 200, col: '#6f9a66', dark: '#547e4e', base: hz + 50 },
          { x1: 960, top: 150, col: '#4a7a46', dark: '#345e34', base: hz + 130 },
        ];
        const r = makeRng(s.sub());
        for (const R of spurs) {
          const pts = [[R.x1 - 40, R.base + 2]];
          const n = 16;
          for (let i = 0; i <= n; i++) {
            const t = i / n;
            const x = R.x1 + (1640 - R.x1) * t;
            const yTop = R.top + (R.base - R.top) * Math.pow(1 - t, 2.2) * 0.9;
            pts.push([x, yTop + (i % 2 ? 26 + r.range(0, 20) : 0)]);
          }
          s.path(poly([...pts, [1640, R.base + 3]]), R.col);
          let fl = '';
          for (let i = 2; i < pts.length; i += 2)
            fl += `M${f(pts[i][0])} ${f(pts[i][1] + 6)}Q${f(pts[i][0] - 10)} ${f((pts[i][1] + R.base) / 2)} ${f(pts[i][0] - 26)} ${f(R.base + 40)}`;
          s.stroke(fl, R.dark, 9, { opacity: 0.6 });
          foam(
            s,
            [
              [R.x1 - 60, R.base + 3],
              [R.x1 + 300, R.base + 6],
              [1640, R.base + 4],
            ],
            '#ffffff',
            4,
            0.7,
          );
        }
        s.meta.bottom = '#2a8fb0';
        sailboat(s, 260, hz + 120, 1, { hull: '#1f3a4a' });
        birds(s, { x: 500, y: 360, n: 3, spread: 60, size: 13, color: '#2a3a4a' });
      },
    },
  ],
};
