import { rect, poly, f } from '../lib/core.mjs';
import { sky, sun, stars, cloudBars, birds, hill, ridge, glow, streaks } from '../lib/nature.mjs';
import { palm, bushes } from '../lib/flora.mjs';
import { skyline, windowPattern } from '../lib/build.mjs';
import { observatory, stratosphere, buttePoints, eiffel } from '../lib/lm-west.mjs';
import { makeRng } from '../lib/random.mjs';

function washingtonia(s, x, y, h, color, lean = 0) {
  palm(s, x, y, h, { lean, color, trunk: 0.45, crown: 0.32, fronds: 11, nuts: false });
}

export default {
  main: {
    alt: 'File di palme altissime contro il cielo del tramonto a Los Angeles',
    draw(s) {
      sky(s, ['#2e2a66', '#8a4a8a', '#f0786a', '#fbbf7a']);
      sun(s, 800, 700, 130, { core: '#ffe0a0', halo: '#ff9a6a', haloOp: 0.7 });
      streaks(
        s,
        [
          [560, 640, 480, 8],
          [600, 670, 400, 8],
          [660, 700, 280, 8],
        ],
        '#f0786a',
        0.8,
      );
      ridge(s, {
        y: 760,
        amp: 30,
        peaks: [
          [300, 80, 400, 'round'],
          [1300, 60, 400, 'round'],
        ],
        rough: 0.3,
        fill: '#6a3a6a',
        smooth: true,
        step: 40,
      });
      skyline(s, {
        x0: 1000,
        x1: 1300,
        base: 790,
        hMin: 40,
        hMax: 150,
        wMin: 16,
        wMax: 34,
        color: '#4a2a5a',
      });
      hill(
        s,
        [
          [-20, 800],
          [800, 790],
          [1620, 800],
        ],
        '#3a1f48',
      );
      s.meta.bottom = '#2a1838';
      s.path(
        poly([
          [640, 1000],
          [790, 800],
          [810, 800],
          [960, 1000],
        ]),
        '#2a1838',
      );
      const rows = [
        [100, 560],
        [300, 640],
        [470, 720],
        [610, 790],
        [990, 790],
        [1130, 720],
        [1300, 640],
        [1500, 560],
      ];
      for (const [x, h] of rows)
        washingtonia(s, x, 1010 - (x > 800 ? 0 : 0), h + 160, '#1e1230', x < 800 ? 10 : -10);
      birds(s, { x: 1150, y: 240, n: 4, spread: 80, size: 14, color: '#2a1838' });
    },
  },
  gallery: [
    {
      alt: 'Le colline di Hollywood con l’osservatorio Griffith nella luce dorata',
      draw(s) {
        sky(s, ['#5a86bc', '#a9c4d8', '#f6dcb0']);
        sun(s, 1300, 250, 46, { core: '#fff6dc', halo: '#ffe4b0', haloOp: 0.6 });
        cloudBars(s, 150, 200, 300, '#ffffff', 0.5);
        ridge(s, {
          y: 560,
          amp: 40,
          peaks: [
            [400, 160, 500, 'round'],
            [1200, 120, 400, 'round'],
          ],
          rough: 0.35,
          fill: '#a9a0a8',
          smooth: true,
          step: 40,
        });
        ridge(s, {
          y: 640,
          amp: 30,
          peaks: [[820, 200, 420, 'round']],
          rough: 0.4,
          fill: '#8a8a5e',
          smooth: true,
          step: 30,
        });
        observatory(s, 830, 452, 280, { wall: '#f4efe4', domeC: '#3a4a4a' });
        bushes(
          s,
          [
            [600, 560, 120],
            [1000, 580, 140],
            [720, 600, 100],
            [1100, 620, 120],
          ],
          '#6a7048',
        );
        ridge(s, { y: 760, amp: 40, rough: 0.5, fill: '#6a6a42', smooth: true, step: 30 });
        let houses = '';
        const r = makeRng(s.sub());
        for (let i = 0; i < 26; i++) {
          const x = r.range(0, 1600);
          const y = r.range(730, 860);
          houses +=
            rect(x, y, 30, 16) +
            poly([
              [x - 3, y],
              [x + 15, y - 9],
              [x + 33, y],
            ]);
        }
        s.path(houses, '#f1e6d2');
        hill(
          s,
          [
            [-20, 880],
            [500, 850],
            [1000, 880],
            [1620, 860],
          ],
          '#4a4a30',
        );
        for (const [x, h] of [
          [120, 420],
          [220, 360],
          [1380, 440],
          [1490, 380],
        ])
          washingtonia(s, x, 1000, h, '#2f2f24');
      },
    },
    {
      alt: 'La Strip di Las Vegas di notte con le insegne luminose e la torre Stratosphere',
      draw(s) {
        const base = 820;
        sky(s, ['#080a22', '#1a1a4a', '#4a2a6a', '#8a3a6a']);
        stars(s, 40, { y1: 300 });
        ridge(s, {
          y: 640,
          amp: 40,
          peaks: [
            [300, 120, 400],
            [1300, 150, 500],
          ],
          rough: 0.5,
          fill: '#2a1f44',
          bottom: base,
        });
        s.path(
          poly([
            [1200, base],
            [1330, base - 180],
            [1460, base],
          ]),
          '#1a1430',
        );
        s.path(
          poly([
            [1328, base - 178],
            [1332, base - 178],
            [1360, 0],
            [1300, 0],
          ]),
          s.grad([
            [0, '#fff6d0', 0],
            [1, '#fff6d0', 0.7],
          ]),
        );
        stratosphere(s, 240, base, 700, '#1a1430', { light: '#ff4fa0' });
        eiffel(s, 980, base, 360, '#3a2430', { light: '#ffd27a' });
        const r = makeRng(s.sub());
        const neon = ['#ff4fa0', '#4ff0ff', '#ffd24f', '#9a6aff', '#4fff9a'];
        let x = 320;
        while (x < 1600) {
          const w = r.range(80, 150);
          const h = r.range(200, 420);
          s.path(rect(x, base - h, w, h), '#201a3a');
          s.path(
            rect(x, base - h, w, h),
            windowPattern(s, { color: '#ffe0a0', w: 2, h: 3, px: 8, py: 10 }),
            { opacity: 0.6 },
          );
          const c = r.pick(neon);
          s.path(rect(x, base - h, w, 6) + rect(x + w * 0.45, base - h, w * 0.1, h * 0.6), c, {
            opacity: 0.9,
          });
          glow(s, x + w / 2, base - h, w * 0.8, c, 0.35);
          x += w + r.range(30, 120);
        }
        s.path(rect(0, base, s.W, 200), '#120e24');
        s.meta.bottom = '#120e24';
        let lights = '';
        for (let i = 0; i < 60; i++)
          lights += `M${f(r.range(0, 1600))} ${f(r.range(base + 20, 1000))}h${f(r.range(10, 40))}`;
        s.stroke(lights, '#ffd27a', 3, { opacity: 0.5 });
        let lights2 = '';
        for (let i = 0; i < 40; i++)
          lights2 += `M${f(r.range(0, 1600))} ${f(r.range(base + 20, 1000))}h${f(r.range(10, 30))}`;
        s.stroke(lights2, '#ff5a5a', 3, { opacity: 0.5 });
      },
    },
    {
      alt: 'Gli strati di roccia rossa del Grand Canyon nella luce del mattino',
      draw(s) {
        sky(s, ['#5a8ac4', '#a8c8e0', '#f6e0c0']);
        sun(s, 260, 200, 44, { core: '#fff8e0', halo: '#ffe8b8', haloOp: 0.6 });
        cloudBars(s, 900, 180, 320, '#ffffff', 0.5);
        const layers = [
          {
            base: 520,
            w: [520, 700],
            h: [60, 110],
            bands: ['#d8a890', '#c89a88', '#e0b8a0'],
            n: 4,
          },
          {
            base: 640,
            w: [420, 600],
            h: [120, 180],
            bands: ['#d48a60', '#b86a4a', '#e0a070', '#a85a40'],
            n: 4,
          },
          {
            base: 820,
            w: [500, 700],
            h: [200, 300],
            bands: ['#c4683e', '#9a4a30', '#d8844e', '#8a3e2a', '#e09a5e'],
            n: 3,
          },
        ];
        const r = makeRng(s.sub());
        layers.forEach((L, li) => {
          let d = '';
          for (let i = 0; i < L.n; i++) {
            const w = r.range(...L.w);
            const cx = (i + 0.5) * (1700 / L.n) - 50 + r.range(-80, 80);
            d += poly(buttePoints(s, cx, L.base, w, r.range(...L.h)));
          }
          d += rect(-20, L.base - 4, s.W + 40, s.H - L.base + 4);
          const id = s.id();
          s.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
          let bands = '';
          const bandH = 14 + li * 10;
          const cols = new Map();
          let k = 0;
          for (let y = L.base - 320; y < s.H; y += bandH) {
            const c = L.bands[k++ % L.bands.length];
            cols.set(c, (cols.get(c) ?? '') + rect(-20, y, s.W + 40, bandH + 0.5));
          }
          for (const [c, dd] of cols) bands += `<path d="${dd}" fill="${c}"/>`;
          s.add(
            `<g clip-path="url(#${id})">${bands}<path d="${rect(-20, L.base - 320, s.W + 40, 700)}" fill="${s.grad(
              [
                [0, '#6a3a5a', 0],
                [1, '#6a3a5a', 0.35 - li * 0.1],
              ],
            )}"/></g>`,
          );
          s.meta.last = L.bands[1];
        });
        s.stroke('M-20 960Q400 900 800 940T1620 910', '#4f8a9a', 14);
        birds(s, { x: 1100, y: 380, n: 2, spread: 60, size: 16, color: '#3a2a2a' });
      },
    },
  ],
};
