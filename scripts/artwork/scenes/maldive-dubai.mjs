import { rect, poly, f } from '../lib/core.mjs';
import {
  sky,
  sun,
  cloudBars,
  cloudPuff,
  water,
  ripples,
  reflection,
  birds,
} from '../lib/nature.mjs';
import { palm, bushes } from '../lib/flora.mjs';
import { bungalow, umbrella } from '../lib/tropics.mjs';
import { burjKhalifa, burjAlArab, dunes } from '../lib/lm-asia.mjs';
import { skyline, dhow, sailboat, seaplane } from '../lib/build.mjs';
import { animal } from '../lib/fauna.mjs';

/** Small palm island on the horizon or foreground. */
export function palmIsland(
  s,
  x,
  w,
  y,
  { sand = '#f4e3bf', palmC = '#1f4a3c', h = 1, bush = '#2f6b4a' } = {},
) {
  s.path(`M${f(x - w / 2)} ${f(y)}Q${f(x)} ${f(y - 26 * h)} ${f(x + w / 2)} ${f(y)}Z`, sand);
  bushes(
    s,
    [
      [x - w * 0.15, y - 8 * h, 90 * h],
      [x + w * 0.12, y - 10 * h, 110 * h],
    ],
    bush,
  );
  const n = Math.max(2, Math.round(w / 90));
  for (let i = 0; i < n; i++) {
    const px = x - w * 0.3 + (w * 0.6 * i) / (n - 1 || 1);
    palm(s, px, y - 12 * h, (150 + ((i * 37) % 60)) * h, {
      lean: (i % 2 ? 1 : -1) * 30 * h,
      color: palmC,
    });
  }
}

export function dubaiSkyline(
  s,
  {
    base,
    dusk = false,
    color = '#2c3552',
    far = '#6b6f92',
    lights = '#ffd98a',
    khalifaX = 620,
    khalifaH = 640,
  },
) {
  const win = dusk ? { color: lights, w: 2, h: 3, px: 10, py: 14, layerOp: 0.5 } : undefined;
  const near = (t) => 0.55 + 0.9 * Math.exp(-(((t - 0.5) / 0.3) ** 2));
  skyline(s, {
    x0: -20,
    x1: s.W + 20,
    base,
    hMin: 60,
    hMax: 190,
    wMin: 30,
    wMax: 70,
    color: far,
    tops: ['flat', 'step', 'spire', 'slant'],
  });
  burjKhalifa(s, khalifaX, base, khalifaH, color, { light: dusk ? '#5a4a7a' : '#7c8fb4' });
  skyline(s, {
    x0: khalifaX - 420,
    x1: khalifaX - 60,
    base,
    hMin: 110,
    hMax: 300,
    wMin: 34,
    wMax: 64,
    color,
    windows: win,
    profile: near,
    tops: ['flat', 'step', 'spire', 'slant', 'flat'],
  });
  skyline(s, {
    x0: khalifaX + 60,
    x1: khalifaX + 460,
    base,
    hMin: 100,
    hMax: 280,
    wMin: 34,
    wMax: 64,
    color,
    windows: win,
    profile: (t) => near(1 - t * 0.5),
    tops: ['flat', 'step', 'spire', 'slant'],
  });
  skyline(s, {
    x0: -20,
    x1: s.W + 20,
    base,
    hMin: 30,
    hMax: 90,
    wMin: 40,
    wMax: 90,
    color,
    windows: win,
    tops: ['flat'],
  });
}

export default {
  main: {
    alt: 'Bungalow sull’acqua nella laguna turchese delle Maldive, con un’isola di palme',
    draw(s) {
      const hz = 520;
      sky(s, ['#3a8fcb', '#86c6e6', '#f6e8cc']);
      sun(s, 1230, 300, 44, { core: '#fff6dc', halo: '#fff0c0', haloOp: 0.7 });
      cloudBars(s, 140, 150, 320, '#ffffff', 0.55);
      cloudBars(s, 880, 220, 240, '#ffffff', 0.45);
      palmIsland(s, 1380, 200, hz + 2, {
        h: 0.45,
        palmC: '#3a6a6a',
        bush: '#4f8a7a',
        sand: '#efe2c6',
      });
      water(s, { y: hz, colors: ['#1f6f9f', '#25a0b2', '#53cfc6', '#a2eadb'], lines: 0 });
      s.path(
        rect(0, hz + 120, s.W, 160),
        s.grad([
          [0, '#9ff3df', 0],
          [0.5, '#9ff3df', 0.35],
          [1, '#9ff3df', 0],
        ]),
      );
      reflection(s, { x: 1230, y: hz, w: 120, bottom: hz + 160, color: '#fff6dc', op: 0.5 });
      ripples(s, { y: hz, bottom: s.H, n: 40, color: '#ffffff', op: 0.4 });
      // palm island on the left
      s.path(`M-60 ${hz + 120}Q180 ${hz + 10} 470 ${hz + 110}Z`, '#f4e3bf');
      s.path(`M-60 ${hz + 120}Q180 ${hz + 60} 470 ${hz + 110}Z`, '#e6cf9f');
      bushes(
        s,
        [
          [120, hz + 70, 160],
          [260, hz + 75, 140],
          [40, hz + 80, 120],
        ],
        '#2f6b4a',
      );
      palm(s, 60, hz + 80, 330, { lean: -60, color: '#1e3f36' });
      palm(s, 180, hz + 70, 390, { lean: 40, color: '#1e3f36' });
      palm(s, 300, hz + 85, 280, { lean: 90, color: '#24493e' });
      // bungalows along a jetty, far to near
      const far = [760, hz + 40, 0.75];
      const near = [1560, hz + 330, 2.6];
      const n = 6;
      const pos = [];
      for (let i = 0; i < n; i++) {
        const t = Math.pow(i / (n - 1), 1.2);
        pos.push([
          far[0] + (near[0] - far[0]) * t,
          far[1] + (near[1] - far[1]) * t,
          far[2] + (near[2] - far[2]) * t,
        ]);
      }
      const top = pos.map(([x, y, k]) => [x, y - 14 * k]);
      const bot = pos.map(([x, y, k]) => [x, y - 10 * k]).reverse();
      s.path(
        poly([[far[0] - 120, far[1] - 12], ...top, ...bot, [far[0] - 120, far[1] - 9]]),
        '#7a5a3e',
      );
      let posts = '';
      for (let i = 0; i < pos.length - 1; i++) {
        const [ax, ay, ak] = pos[i];
        const [bx, by, bk] = pos[i + 1];
        for (const t of [0.35, 0.65])
          posts += `M${f(ax + (bx - ax) * t)} ${f(ay + (by - ay) * t - (10 + 0 * ak) * (ak + (bk - ak) * t))}V${f(ay + (by - ay) * t)}`;
      }
      s.stroke(posts, '#5a4330', 2.5);
      const refl = s.grad([
        [0, '#0f4f6a', 0.28],
        [1, '#0f4f6a', 0],
      ]);
      for (const [x, y, k] of pos) {
        s.path(rect(x - 30 * k, y, 60 * k, 40 * k), refl);
        bungalow(s, x, y, k);
      }
      birds(s, { x: 700, y: 200, n: 4, spread: 90, size: 12, color: '#234', op: 0.5 });
    },
  },
  gallery: [
    {
      alt: 'Lo skyline di Dubai al tramonto con il Burj Khalifa e il Burj Al Arab sul mare',
      draw(s) {
        const hz = 700;
        sky(s, ['#2b2d5e', '#7d4a78', '#e0805e', '#f7c58a']);
        sun(s, 1150, 610, 60, { core: '#ffe4a8', halo: '#ffb070', haloOp: 0.75 });
        cloudBars(s, 180, 200, 360, '#f3b59a', 0.35);
        cloudBars(s, 1050, 300, 300, '#f3b59a', 0.3);
        dubaiSkyline(s, {
          base: hz,
          color: '#2a2848',
          far: '#6a4f78',
          khalifaX: 560,
          khalifaH: 660,
          dusk: true,
          lights: '#ffcf7a',
        });
        s.path(
          rect(0, hz - 30, s.W, 30),
          s.grad([
            [0, '#f09c76', 0],
            [1, '#f09c76', 0.25],
          ]),
        );
        water(s, { y: hz, colors: ['#6a4a6e', '#3a3358', '#1e2240'], lines: 0 });
        reflection(s, { x: 1150, y: hz, w: 160, bottom: s.H, color: '#ffc98a', op: 0.55 });
        ripples(s, { y: hz, bottom: s.H, n: 30, color: '#ffd7a8', op: 0.3 });
        s.path(`M1250 ${hz + 60}L1480 ${hz + 60}L1500 ${hz + 40}L1260 ${hz + 40}Z`, '#2a2848');
        s.stroke(`M1250 ${hz + 52}L1000 ${hz + 10}`, '#2a2848', 4);
        burjAlArab(s, 1330, hz + 40, 380, '#2a2848', { sail: '#f2d8c6' });
        dhow(s, 300, hz + 190, 1.5, { hull: '#1d1a30', sail: '#f3d9b8' });
      },
    },
    {
      alt: 'Dune del deserto arabico al tramonto con una carovana di cammelli',
      draw(s) {
        sky(s, ['#3b3a6e', '#b05f6a', '#f0955e', '#fbd48f']);
        sun(s, 420, 560, 70, { core: '#fff0c2', halo: '#ffb870', haloOp: 0.8 });
        cloudBars(s, 900, 180, 340, '#f7c2a0', 0.35);
        dunes(s, {
          crests: [
            [260, 560],
            [700, 540],
            [1180, 520],
            [1500, 560],
          ],
          base: 620,
          light: ['#e59a62', '#c9764d'],
          dark: '#8a4a3c',
        });
        dunes(s, {
          crests: [
            [120, 660],
            [620, 610],
            [1100, 650],
            [1480, 600],
          ],
          base: 720,
          light: ['#eeaa6c', '#d5834f'],
          dark: '#944f3c',
        });
        const camels = [
          [760, 618, 1.2],
          [830, 615, 1.2],
          [900, 611, 1.2],
          [970, 607, 1.2],
        ];
        for (const [x, y, k] of camels) animal(s, 'camel', x, y, k, '#3a2030', { flip: true });
        s.stroke('M730 620L1000 604', '#3a2030', 1, { opacity: 0.5 });
        dunes(s, {
          crests: [
            [300, 800],
            [900, 760],
            [1400, 820],
          ],
          base: 880,
          light: ['#f3b978', '#e09a5e'],
          dark: '#a45a40',
        });
        birds(s, { x: 1100, y: 300, n: 3, spread: 80, size: 14, color: '#3a2030' });
      },
    },
    {
      alt: 'Una lingua di sabbia bianca nell’oceano delle Maldive, tra acque cristalline',
      draw(s) {
        const hz = 430;
        sky(s, ['#2f8fcf', '#7cc6e8', '#e4f5f3']);
        sun(s, 300, 170, 40, { core: '#fffbe8', halo: '#fff6cc', haloOp: 0.6 });
        cloudPuff(s, 900, 300, 300, '#ffffff', 0.85);
        cloudPuff(s, 1250, 200, 200, '#ffffff', 0.7);
        cloudBars(s, 100, 330, 280, '#ffffff', 0.5);
        water(s, { y: hz, colors: ['#1b5f93', '#1f8fb0', '#38c0c4', '#7fe3d6'], lines: 0 });
        // shallow halo and sandbank
        s.path(
          `M200 ${hz + 330}C420 ${hz + 160} 1100 ${hz + 150} 1420 ${hz + 300}C1500 ${hz + 340} 1500 ${hz + 400} 1300 ${hz + 420}C900 ${hz + 460} 400 ${hz + 460} 200 ${hz + 330}Z`,
          '#9af2df',
          { opacity: 0.75 },
        );
        s.path(
          `M330 ${hz + 320}C560 ${hz + 230} 1040 ${hz + 225} 1260 ${hz + 300}C1300 ${hz + 330} 1240 ${hz + 360} 1100 ${hz + 365}C800 ${hz + 380} 480 ${hz + 380} 330 ${hz + 320}Z`,
          '#f7ecd2',
        );
        s.path(
          `M330 ${hz + 320}C560 ${hz + 300} 1040 ${hz + 300} 1260 ${hz + 300}C1300 ${hz + 330} 1240 ${hz + 360} 1100 ${hz + 365}C800 ${hz + 380} 480 ${hz + 380} 330 ${hz + 320}Z`,
          '#e8d7b0',
        );
        umbrella(s, 820, hz + 300, 2.2, { stripe: '#2a8f8a' });
        ripples(s, { y: hz, bottom: s.H, n: 34, color: '#ffffff', op: 0.45 });
        sailboat(s, 1380, hz + 10, 0.7, { hull: '#1d3a5a' });
        seaplane(s, 640, 330, 1.6, { body: '#f6f3ec', trim: '#c8402e', dark: '#2a3a4a' });
        birds(s, { x: 600, y: 200, n: 3, spread: 70, size: 12, color: '#1d3a5a', op: 0.5 });
      },
    },
  ],
};
