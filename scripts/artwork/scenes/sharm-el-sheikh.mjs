import { rect, circ, f } from '../lib/core.mjs';
import { sky, sun, cloudBars, water, birds, ridge, mist, foam } from '../lib/nature.mjs';
import { palm } from '../lib/flora.mjs';
import { animal, school } from '../lib/fauna.mjs';
import { dunes } from '../lib/lm-asia.mjs';
import { place, P, S, sailboat, rowboat } from '../lib/build.mjs';
import { umbrella } from '../lib/tropics.mjs';
import { dome } from '../lib/shapes.mjs';
import { makeRng } from '../lib/random.mjs';

/** Coral reef along the bottom: branching, brain and fan corals with seaweed. */
function reef(
  s,
  { y, colors = ['#f07a5a', '#f3b04a', '#d85a8a', '#9a6ad0', '#5ac0b0'], sand = '#e8d4a8' },
) {
  const r = makeRng(s.sub());
  s.path(
    `M-20 ${s.H}L-20 ${y + 60}Q${s.W * 0.3} ${y + 20} ${s.W * 0.6} ${y + 50}T${s.W + 20} ${y + 40}V${s.H}Z`,
    sand,
  );
  for (let i = 0; i < 9; i++) {
    const x = (i + 0.5) * (s.W / 9) + r.range(-40, 40);
    const base = y + 60 + r.range(0, 60);
    const c = colors[i % colors.length];
    const kind = i % 3;
    if (kind === 0) {
      let d = '';
      const branch = (bx, by, a, len, depth) => {
        const ex = bx + Math.cos(a) * len;
        const ey = by + Math.sin(a) * len;
        d += `M${f(bx)} ${f(by)}L${f(ex)} ${f(ey)}`;
        if (depth > 0) {
          branch(ex, ey, a - 0.45 + r.range(-0.1, 0.1), len * 0.75, depth - 1);
          branch(ex, ey, a + 0.45 + r.range(-0.1, 0.1), len * 0.75, depth - 1);
        }
      };
      branch(x, base, -Math.PI / 2, r.range(50, 80), 3);
      s.stroke(d, c, 12, { 'stroke-linejoin': 'round' });
    } else if (kind === 1) {
      const w = r.range(80, 130);
      s.path(dome(x, base, w, w * 0.7), c);
      let l = '';
      for (let k = 1; k < 4; k++)
        l += `M${f(x - w * (1 - k * 0.22))} ${f(base - 4)}Q${f(x)} ${f(base - w * 0.7 * (1 - k * 0.2) - 10)} ${f(x + w * (1 - k * 0.22))} ${f(base - 4)}`;
      s.stroke(l, '#000', 3, { opacity: 0.15 });
    } else {
      const R = r.range(90, 140);
      s.path(
        `M${f(x)} ${f(base)}L${f(x - R * 0.8)} ${f(base - R * 0.7)}Q${f(x)} ${f(base - R * 1.25)} ${f(x + R * 0.8)} ${f(base - R * 0.7)}Z`,
        c,
        { opacity: 0.9 },
      );
      let l = '';
      for (let k = -3; k <= 3; k++)
        l += `M${f(x)} ${f(base)}L${f(x + k * R * 0.22)} ${f(base - R * (0.95 - Math.abs(k) * 0.04))}`;
      s.stroke(l, '#ffffff', 2, { opacity: 0.35 });
    }
  }
  let weed = '';
  for (let i = 0; i < 14; i++) {
    const x = r.range(0, s.W);
    const b = y + 100 + r.range(0, 80);
    weed += `M${f(x)} ${f(b)}q12 -30 0 -60t0 -60`;
  }
  s.stroke(weed, '#3a8a5a', 6, { opacity: 0.8 });
}

function sinai(s, y, fills) {
  fills.forEach((c, i) =>
    ridge(s, {
      y: y + i * 40,
      amp: 30 - i * 8,
      peaks: [
        [300 + i * 500, 130 - i * 30, 300],
        [1100 - i * 200, 160 - i * 40, 360],
      ],
      rough: 0.7,
      fill: c,
      facets: { color: '#000', op: 0.15 },
      bottom: y + 200,
    }),
  );
}

export default {
  main: {
    alt: 'La barriera corallina del Mar Rosso con pesci colorati, sotto le montagne del Sinai',
    draw(s) {
      const wl = 330;
      sky(s, ['#4a8ac8', '#9ac4e0', '#f4e6cc']);
      sun(s, 1300, 110, 36, { core: '#fffbe8', halo: '#fff0c4', haloOp: 0.55 });
      sinai(s, 250, ['#c89a7a', '#a86a50']);
      s.path(rect(0, 300, s.W, 40), '#2a7aa8');
      sailboat(s, 420, 318, 1, { hull: '#14233f' });
      s.path(
        `M-20 ${wl}Q200 ${wl - 10} 400 ${wl}T800 ${wl}T1200 ${wl}T1620 ${wl}V${s.H}H-20Z`,
        s.grad(['#2aa0c0', '#1a6f9a', '#0f3f66']),
      );
      s.meta.last = '#0f3f66';
      const rays = s.grad([
        [0, '#ffffff', 0.35],
        [1, '#ffffff', 0],
      ]);
      s.path(
        `M300 ${wl}L200 1000L360 1000L420 ${wl}ZM800 ${wl}L760 1000L900 1000L900 ${wl}ZM1250 ${wl}L1300 1000L1460 1000L1350 ${wl}Z`,
        rays,
      );
      s.stroke(
        `M-20 ${wl}Q200 ${wl - 10} 400 ${wl}T800 ${wl}T1200 ${wl}T1620 ${wl}`,
        '#e8f8fc',
        4,
        { opacity: 0.8 },
      );
      reef(s, { y: 760 });
      school(s, { x: 600, y: 560, n: 12, spread: 140, size: 2.4, color: '#f3c53a' });
      school(s, { x: 1150, y: 640, n: 8, spread: 100, size: 3, color: '#5ad0e8', flip: true });
      animal(s, 'fish', 300, 700, 5, '#f07a3a');
      animal(s, 'fish', 1400, 480, 4, '#9a6ad0', { flip: true });
      let bub = '';
      for (let i = 0; i < 14; i++) bub += circ(980 + (i % 3) * 10, 760 - i * 28, 3 + (i % 3));
      s.stroke(bub, '#dff6fc', 2, { opacity: 0.6 });
    },
  },
  gallery: [
    {
      alt: 'Le montagne del Sinai all’alba, con le creste rosse e viola',
      draw(s) {
        sky(s, ['#3a3a72', '#9a6a8a', '#f0a07a', '#fbd8a8']);
        sun(s, 900, 520, 64, { core: '#fff2cc', halo: '#ffb880', haloOp: 0.8 });
        const layers = ['#a86a7a', '#8a4a5a', '#6a3444', '#4a2430'];
        layers.forEach((c, i) =>
          ridge(s, {
            y: 520 + i * 110,
            amp: 60 - i * 5,
            peaks:
              i === 0
                ? [
                    [600, 120, 300],
                    [1200, 90, 260],
                  ]
                : [[200 + i * 300, 140, 300]],
            rough: 0.75,
            fill: c,
            facets: { color: '#000', op: 0.18 },
            step: 12,
          }),
        );
        mist(s, 610, 160, '#fbd8a8', 0.35);
        birds(s, { x: 500, y: 280, n: 3, spread: 60, size: 14, color: '#3a2030' });
      },
    },
    {
      alt: 'Un campo beduino con i cammelli tra le dune del deserto del Sinai',
      draw(s) {
        sky(s, ['#5a8ac0', '#d8b090', '#f8d8a4']);
        sun(s, 1200, 420, 54, { core: '#fff4d4', halo: '#ffd090', haloOp: 0.7 });
        ridge(s, {
          y: 560,
          amp: 40,
          peaks: [
            [400, 140, 300],
            [1000, 110, 280],
          ],
          rough: 0.7,
          fill: '#b07a68',
          facets: { color: '#000', op: 0.15 },
          bottom: 640,
        });
        dunes(s, {
          crests: [
            [300, 640],
            [900, 620],
            [1400, 650],
          ],
          base: 680,
          light: ['#e8b27a', '#d89a62'],
          dark: '#a46448',
        });
        place(
          s,
          1150,
          760,
          2.4,
          P('M-70 0L-64 -30Q-40 -44 -20 -34Q0 -46 20 -34Q40 -44 64 -30L70 0Z', '#2e2224') +
            P('M-20 0L-16 -22L16 -22L20 0Z', '#6a3a2a') +
            S('M-64 -30L-80 0M64 -30L80 0', '#2e2224', 1.2),
        );
        s.path(
          circ(1000, 770, 50),
          s.radial([
            [0, '#ffb060', 0.5],
            [1, '#ffb060', 0],
          ]),
        );
        s.path('M985 780L1015 780L1006 766L1000 754L994 766Z', '#ff9a40');
        dunes(s, {
          crests: [
            [200, 780],
            [800, 760],
            [1350, 800],
          ],
          base: 840,
          light: ['#f0c088', '#e0a46a'],
          dark: '#b06e4e',
        });
        for (const [x, y, k, fl] of [
          [500, 860, 3, true],
          [700, 850, 2.6, false],
          [330, 880, 2.2, true],
        ])
          animal(s, 'camel', x, y, k, '#4a2e28', { flip: fl });
      },
    },
    {
      alt: 'Palme e ombrelloni sulla spiaggia di Naama Bay davanti al Mar Rosso',
      draw(s) {
        const hz = 560;
        sky(s, ['#3a8ccc', '#8cc6e6', '#f2ecd8']);
        sun(s, 300, 170, 40, { core: '#fffbe8', halo: '#fff0c4', haloOp: 0.55 });
        cloudBars(s, 900, 160, 320, '#ffffff', 0.5);
        sinai(s, hz - 120, ['#c49a82']);
        water(s, { y: hz, colors: ['#1f6fa8', '#28a8c0', '#7adcd0'], bottom: 780, lines: 24 });
        sailboat(s, 1000, 640, 1.3, { hull: '#14233f' });
        rowboat(s, 700, 700, 1.6, { hull: '#f3efe6', trim: '#2a62b0' });
        s.path(`M-20 770Q600 740 1000 770T1620 760V${s.H}H-20Z`, '#f4e4c4');
        foam(
          s,
          [
            [-20, 772],
            [600, 742],
            [1000, 772],
            [1620, 762],
          ],
          '#ffffff',
          5,
          0.85,
        );
        s.meta.bottom = '#eed8b4';
        let domes = rect(1200, 700, 300, 70) + dome(1280, 700, 30, 34) + dome(1420, 700, 24, 28);
        s.path(domes, '#f6f0e6');
        for (const x of [500, 800, 1100]) umbrella(s, x, 900, 2.6, { stripe: '#e8703a' });
        palm(s, 120, 990, 620, { lean: 110, color: '#1f3b30' });
        palm(s, 1500, 990, 560, { lean: -120, color: '#1f3b30' });
        palm(s, 1380, 990, 420, { lean: -40, color: '#24463a' });
      },
    },
  ],
};
