import { rect, poly, smooth, f } from '../lib/core.mjs';
import {
  sky,
  sun,
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
import { grass } from '../lib/flora.mjs';
import { animal } from '../lib/fauna.mjs';
import { place, P, S } from '../lib/build.mjs';
import { makeRng } from '../lib/random.mjs';

/** Stepped green terraces on a slope from (x0, y0) down-right. */
function terraces(s, { x0, x1, y0, n, step, color, lip }) {
  let d = '';
  let l = '';
  for (let i = 0; i < n; i++) {
    const y = y0 + i * step;
    const a = x0 - i * step * 0.5;
    const b = x1 + i * step * 0.9;
    d += poly([
      [a, y],
      [b, y],
      [b + step * 0.6, y + step],
      [a - step * 0.3, y + step],
    ]);
    l += `M${f(a)} ${f(y)}H${f(b)}`;
  }
  s.path(d, color);
  s.stroke(l, lip, 3, { opacity: 0.8 });
}

export default {
  main: {
    alt: 'Le terrazze di Machu Picchu e la vetta dello Huayna Picchu tra le nuvole, con un lama',
    draw(s) {
      sky(s, ['#6a98c4', '#b0cce0', '#eef0e6']);
      sun(s, 1380, 150, 40, { core: '#fffbe8', halo: '#fff0c4', haloOp: 0.55 });
      ridge(s, {
        y: 560,
        amp: 30,
        peaks: [
          [120, 300, 200, 'sharp'],
          [420, 200, 160, 'sharp'],
          [1300, 260, 200, 'sharp'],
          [1540, 320, 180, 'sharp'],
        ],
        rough: 0.4,
        fill: ['#8aa4a8', '#a8bcbc'],
        bottom: 720,
      });
      mist(s, 560, 160, '#f2f4ec', 0.85);
      s.path(
        smooth([
          [420, 700],
          [470, 560],
          [520, 470],
          [550, 440],
          [580, 452],
          [620, 520],
          [680, 700],
        ]) + 'Z',
        '#4a7050',
      );
      const hp = [
        [600, 700],
        [650, 580],
        [700, 440],
        [735, 300],
        [755, 200],
        [780, 150],
        [810, 138],
        [838, 150],
        [852, 190],
        [880, 300],
        [930, 430],
        [1000, 560],
        [1090, 660],
        [1180, 700],
      ];
      s.path(smooth(hp) + 'Z', '#355e42');
      s.path(
        'M812 139L838 151L852 191L880 301L930 431L1000 561L1090 661L1180 700L880 700Z',
        '#284a34',
        { opacity: 0.6 },
      );
      let tr = '';
      for (let y = 200; y < 320; y += 14)
        tr += `M${f(800 - (y - 150) * 0.32)} ${y}H${f(846 + (y - 150) * 0.22)}`;
      s.stroke(tr, '#6f9a6a', 2.5, { opacity: 0.7 });
      mist(s, 640, 90, '#f2f4ec', 0.55);
      s.path(`M-20 ${s.H}L-20 700Q300 610 700 650Q1100 690 1620 640V${s.H}Z`, '#7fa05e');
      s.meta.bottom = '#5f8244';
      s.path('M520 662Q700 650 900 668L880 700Q700 690 540 700Z', '#a8c488');
      const r = makeRng(s.sub());
      let stone = '';
      let holes = '';
      const blocks = [
        [260, 690],
        [330, 676],
        [400, 668],
        [470, 664],
        [930, 676],
        [1000, 672],
        [1070, 666],
        [1140, 660],
        [1210, 654],
        [620, 706],
        [700, 710],
        [780, 712],
        [360, 730],
        [450, 736],
        [1060, 724],
        [1150, 718],
      ];
      for (const [bx, by] of blocks) {
        const bw = r.range(50, 76);
        const bh = r.range(26, 40);
        if (r.chance(0.55))
          stone += poly([
            [bx, by],
            [bx, by - bh],
            [bx + bw / 2, by - bh - bw * 0.32],
            [bx + bw, by - bh],
            [bx + bw, by],
          ]);
        else stone += rect(bx, by - bh, bw, bh);
        holes += poly([
          [bx + bw * 0.3, by - bh * 0.25],
          [bx + bw * 0.33, by - bh * 0.7],
          [bx + bw * 0.45, by - bh * 0.7],
          [bx + bw * 0.48, by - bh * 0.25],
        ]);
      }
      s.path(stone, '#b9b2a6');
      s.path(holes, '#5a5246', { opacity: 0.75 });
      terraces(s, { x0: -40, x1: 520, y0: 770, n: 6, step: 38, color: '#6f944e', lip: '#b8b0a0' });
      terraces(s, { x0: 900, x1: 1700, y0: 780, n: 6, step: 38, color: '#6a8e4a', lip: '#b8b0a0' });
      animal(s, 'llama', 1240, 980, 3.2, '#efe6d6');
      animal(s, 'llama', 1400, 970, 2.5, '#8a6a4a', { flip: true });
      birds(s, { x: 1100, y: 300, n: 2, spread: 60, size: 18, color: '#2a3a3a' });
    },
  },
  gallery: [
    {
      alt: 'Lama al pascolo in una valle delle Ande con le vette innevate',
      draw(s) {
        const hz = 600;
        sky(s, ['#3f7fc0', '#8ab8dc', '#e4eef0']);
        cloudPuff(s, 250, 220, 300, '#ffffff', 0.85);
        ridge(s, {
          y: hz,
          amp: 40,
          peaks: [
            [500, 330, 300],
            [1100, 280, 260],
            [1400, 200, 200],
          ],
          rough: 0.6,
          fill: ['#6a6a8a', '#8a8aa0'],
          facets: { color: '#000', op: 0.15 },
          snow: { line: hz - 200, color: '#f4f6fa', jag: 40 },
          bottom: hz + 4,
        });
        hill(
          s,
          [
            [-20, 640],
            [500, 600],
            [1000, 630],
            [1620, 600],
          ],
          '#a89a6a',
        );
        hill(
          s,
          [
            [-20, 760],
            [600, 700],
            [1100, 740],
            [1620, 700],
          ],
          '#8a8a4e',
        );
        grass(s, { x0: 0, x1: 1600, y: 900, n: 60, h: 26, color: '#6a6a34' });
        for (const [x, y, k, c, fl] of [
          [380, 880, 3.6, '#f2ece0', false],
          [620, 840, 2.8, '#8a5a3a', true],
          [860, 900, 4, '#3a2a24', false],
          [1200, 820, 2.4, '#d8c4a4', true],
        ])
          animal(s, 'llama', x, y, k, c, { flip: fl });
        s.meta.bottom = '#8a8a4e';
      },
    },
    {
      alt: 'Le strisce colorate della Montagna Arcobaleno di Vinicunca',
      draw(s) {
        sky(s, ['#4a84c4', '#94bedc', '#e6eef2']);
        cloudBars(s, 900, 140, 360, '#ffffff', 0.55);
        ridge(s, {
          y: 520,
          amp: 30,
          peaks: [[1250, 260, 260]],
          rough: 0.6,
          fill: '#8a8aa8',
          snow: { line: 380, color: '#f4f6fa', jag: 40 },
          bottom: 540,
        });
        const pts = [
          [-20, 900],
          [200, 700],
          [420, 470],
          [560, 380],
          [700, 350],
          [820, 380],
          [1000, 500],
          [1200, 620],
          [1620, 720],
        ];
        const d = smooth(pts) + `L1620 ${s.H}L-20 ${s.H}Z`;
        const id = s.id();
        s.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
        const cols = [
          '#b24a3a',
          '#d98a4a',
          '#e8c06a',
          '#6aa88a',
          '#8a6a9a',
          '#c8705a',
          '#e6d08a',
          '#4a8a7a',
          '#a05a4a',
        ];
        let bands = '';
        cols.forEach((c, i) => {
          const off = i * 70 - 120;
          bands += `<path d="M${f(100 + off)} 1000C${f(300 + off)} 700 ${f(500 + off)} 380 ${f(640 + off)} 300L${f(700 + off)} 300C${f(560 + off)} 380 ${f(360 + off)} 700 ${f(170 + off)} 1000Z" fill="${c}"/>`;
        });
        s.add(`<g clip-path="url(#${id})"><path d="${d}" fill="#a05a4a"/>${bands}</g>`);
        s.path(`M-20 ${s.H}L-20 860Q400 800 800 860Q1200 920 1620 840V${s.H}Z`, '#7a6a4a');
        s.meta.bottom = '#7a6a4a';
        animal(s, 'llama', 1200, 900, 2.6, '#f2ece0');
        animal(s, 'llama', 1320, 890, 2.1, '#6a4a34', { flip: true });
      },
    },
    {
      alt: 'Barche di giunco totora sul lago Titicaca al tramonto',
      draw(s) {
        const hz = 600;
        sky(s, ['#2e3a72', '#9a6a8a', '#f09a6a', '#fbd39a']);
        sun(s, 1120, 560, 70, { core: '#fff2cc', halo: '#ffb87a', haloOp: 0.8 });
        ridge(s, {
          y: hz,
          amp: 12,
          peaks: [
            [300, 120, 360],
            [700, 90, 200],
          ],
          rough: 0.5,
          fill: '#6a4a6e',
          snow: { line: hz - 95, color: '#f6dcd4', jag: 20 },
          bottom: hz + 2,
        });
        water(s, { y: hz, colors: ['#b06a7a', '#4a3a6a', '#202048'], lines: 0 });
        reflection(s, { x: 1120, y: hz, w: 180, bottom: s.H, color: '#ffd09a', op: 0.5 });
        ripples(s, { y: hz, bottom: s.H, n: 24, color: '#ffd8b0', op: 0.3 });
        const reed = (x, y, k, fl) =>
          place(
            s,
            x,
            y,
            k,
            P(
              'M-60 -10Q-70 -30 -58 -44Q-54 -30 -46 -20Q0 -8 46 -20Q54 -30 58 -44Q70 -30 60 -10Q0 14 -60 -10Z',
              '#c8a05a',
            ) +
              S('M-50 -14Q0 -2 50 -14M-40 -8Q0 2 40 -8', '#8a6a34', 1.4) +
              P('M56 -44Q60 -52 66 -50Q62 -46 60 -40Z', '#8a6a34') +
              S('M-4 -10V-60', '#4a3424', 2) +
              P('M-2 -58L22 -54L20 -20L-2 -18Z', '#e8d4a0'),
            { flip: fl },
          );
        reed(520, 800, 3.2, false);
        reed(980, 700, 1.6, true);
        s.path(`M-20 ${s.H}L-20 860Q200 840 380 ${s.H}Z`, '#3a3020');
        let rs = '';
        for (let x = 0; x < 380; x += 14) rs += `M${x} ${s.H}l${(x % 28) - 14} ${-120 - (x % 50)}`;
        s.stroke(rs, '#5a4a2a', 4);
      },
    },
  ],
};
