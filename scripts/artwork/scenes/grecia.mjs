import { rect, circ, smooth } from '../lib/core.mjs';
import { sky, sun, cloudBars, water, ripples, reflection, birds, ridge } from '../lib/nature.mjs';
import { cypresses } from '../lib/flora.mjs';
import { sailboat, houses } from '../lib/build.mjs';
import { parthenon, santoriniVillage } from '../lib/lm-west.mjs';
import { windmill, bellGable } from '../lib/misc.mjs';
import { dome } from '../lib/shapes.mjs';
import { makeRng } from '../lib/random.mjs';

export default {
  main: {
    alt: 'Le case bianche e le cupole blu di Santorini sulla caldera al tramonto',
    draw(s) {
      const hz = 640;
      sky(s, ['#3a4a86', '#a8688a', '#f09a7a', '#fbd4a0']);
      sun(s, 1220, 590, 64, { core: '#fff2cc', halo: '#ffb884', haloOp: 0.8 });
      cloudBars(s, 900, 240, 360, '#f8c0a8', 0.4);
      ridge(s, {
        y: hz,
        amp: 8,
        peaks: [[1000, 40, 200, 'round']],
        rough: 0.3,
        fill: '#7a5a78',
        bottom: hz + 2,
      });
      water(s, { y: hz, colors: ['#b27a92', '#4a5a8a', '#2a3a6a'], lines: 0 });
      reflection(s, { x: 1220, y: hz, w: 180, bottom: s.H, color: '#ffd0a0', op: 0.5 });
      ripples(s, { y: hz, bottom: s.H, n: 26, color: '#ffd8b8', op: 0.3 });
      sailboat(s, 1000, 800, 1.1, { hull: '#2a2a4a', sail: '#f6e6d8' });
      const top = (x) => 360 + Math.max(0, x - 300) * 0.2 + 0.00008 * (x - 300) ** 2;
      const cliff = [
        [-20, 340],
        [200, 350],
        [400, 380],
        [600, 430],
        [760, 500],
        [880, 600],
        [940, 700],
        [980, 1000],
      ];
      s.path(smooth(cliff) + 'L-20 1000Z', '#8a4a3e');
      s.path('M-20 600Q300 620 600 700T900 760L980 1000H-20Z', '#6a3a34');
      s.meta.bottom = '#6a3a34';
      santoriniVillage(s, {
        top,
        x0: -30,
        x1: 820,
        rows: 5,
        scale: 1.3,
        white: '#fbf6ee',
        shadow: '#e0c4c0',
        blue: '#2a5fae',
        door: '#3a6fb5',
        dark: '#7a6a8a',
      });
      windmill(s, 760, 470, 150);
    },
  },
  gallery: [
    {
      alt: 'Il Partenone sulla collina dell’Acropoli di Atene nella luce dorata',
      draw(s) {
        sky(s, ['#4a78b0', '#c8a890', '#f6d4a0']);
        sun(s, 1320, 260, 50, { core: '#fff4d4', halo: '#ffd8a0', haloOp: 0.7 });
        cloudBars(s, 160, 200, 320, '#fbe0c0', 0.45);
        ridge(s, {
          y: 640,
          amp: 20,
          peaks: [
            [200, 120, 300, 'round'],
            [1400, 90, 300, 'round'],
          ],
          rough: 0.3,
          fill: '#b4a09a',
          smooth: true,
          step: 40,
        });
        const hillPts = [
          [260, 760],
          [420, 560],
          [520, 470],
          [640, 450],
          [980, 445],
          [1120, 470],
          [1240, 560],
          [1400, 760],
        ];
        s.path(smooth(hillPts) + 'Z', '#c49a6e');
        s.path('M520 470L640 450L980 445L1120 470L1060 520L600 530Z', '#a87a52', { opacity: 0.5 });
        let cl = '';
        for (let x = 540; x < 1120; x += 26) cl += `M${x} ${x < 900 ? 470 : 460}L${x - 8} 560`;
        s.stroke(cl, '#8a5e3e', 4, { opacity: 0.4 });
        parthenon(s, 800, 452, 420, { marble: '#f3e6cc', shadow: '#b89a78', light: '#fff4dc' });
        cypresses(
          s,
          [
            [380, 700, 120],
            [420, 710, 90],
            [1200, 700, 110],
            [1250, 710, 130],
          ],
          '#3f5a3a',
        );
        const r = makeRng(s.sub());
        const list = [];
        for (let x = -20; x < 1620; x += r.range(40, 80))
          list.push([
            x,
            r.range(40, 70),
            r.range(40, 100),
            r.pick(['#f3ece0', '#efe2cc', '#e8d6c0', '#f6f0e6']),
          ]);
        houses(
          s,
          list.map(([x, w, h, c]) => [x, w, h, c]),
          860,
          { windows: '#8a7a6a' },
        );
        s.path(rect(0, 850, s.W, 150), '#e0d0b8');
        houses(
          s,
          list.map(([x, w, h, c]) => [x + 30, w * 1.2, h * 1.3, c]),
          1000,
          { windows: '#7a6a5a' },
        );
        s.meta.bottom = '#e8dccb';
      },
    },
    {
      alt: 'Tramonto sull’Egeo con un mulino a vento bianco e una barca a vela',
      draw(s) {
        const hz = 620;
        sky(s, ['#2e3466', '#8a5278', '#ee8a64', '#fbcf8c']);
        sun(s, 760, 600, 90, { core: '#fff0c4', halo: '#ffb070', haloOp: 0.8 });
        ridge(s, {
          y: hz,
          amp: 6,
          peaks: [
            [200, 60, 260, 'round'],
            [1350, 80, 300, 'round'],
          ],
          rough: 0.3,
          fill: '#6a4a70',
          bottom: hz + 2,
        });
        water(s, { y: hz, colors: ['#b0687a', '#4a3a6a', '#22244a'], lines: 0 });
        reflection(s, { x: 760, y: hz, w: 230, bottom: s.H, color: '#ffc890', op: 0.55 });
        ripples(s, { y: hz, bottom: s.H, n: 26, color: '#ffcfa8', op: 0.3 });
        sailboat(s, 560, 760, 1.6, { hull: '#1a1a34', sail: '#2a2444' });
        s.path('M1000 1000L1040 820Q1200 760 1400 770Q1560 780 1620 800V1000Z', '#2a1e30');
        windmill(s, 1300, 790, 330, {
          wall: '#3a2a3e',
          roof: '#2a1e30',
          sail: '#4a3a4e',
          spoke: '#2a1e30',
          shadow: '#2a1e30',
        });
        birds(s, { x: 400, y: 300, n: 4, spread: 80, size: 14, color: '#2a1e30' });
      },
    },
    {
      alt: 'Le cupole blu e il campanile bianco di Oia affacciati sul mare',
      draw(s) {
        sky(s, ['#2f7fc8', '#7ab8e4', '#dcecf2']);
        sun(s, 1400, 150, 40, { core: '#fffbe6', halo: '#fff4c4', haloOp: 0.55 });
        cloudBars(s, 150, 180, 300, '#ffffff', 0.55);
        water(s, { y: 520, colors: ['#1f5f9e', '#2a70b0'], lines: 20 });
        ridge(s, {
          y: 520,
          amp: 6,
          peaks: [[300, 60, 300, 'round']],
          rough: 0.3,
          fill: '#7a8aa8',
          bottom: 522,
        });
        s.path(rect(0, 700, s.W, 300), '#f6f2ea');
        s.meta.bottom = '#f6f2ea';
        s.path(
          rect(100, 560, 620, 160) + rect(980, 600, 400, 120) + rect(1380, 540, 240, 180),
          '#fbf8f2',
        );
        s.path(rect(560, 560, 160, 160) + rect(1300, 600, 80, 120), '#dde4ec', { opacity: 0.8 });
        s.path(dome(420, 560, 170, 180), '#2a5fae');
        s.path('M300 560C300 460 360 390 420 380L420 560Z', '#3a74c4', { opacity: 0.6 });
        s.stroke('M420 380V320M400 340H440', '#f6f2ea', 8);
        s.path(rect(240, 556, 360, 12), '#fbf8f2');
        bellGable(s, 1120, 600, 300, { wall: '#fbf8f2', bell: '#8a6a3a', hole: '#7ab8e4' });
        s.path(dome(1500, 540, 70, 74), '#2a5fae');
        s.path(rect(0, 720, s.W, 14), '#e8e0d4');
        let door = '';
        door += rect(150, 600, 50, 100) + rect(1010, 640, 40, 60) + rect(1430, 600, 40, 70);
        s.path(door, '#3a6fb5');
        const r = makeRng(s.sub());
        let flowers = '';
        for (let i = 0; i < 60; i++)
          flowers += circ(r.range(700, 980), r.range(560, 720), r.range(10, 22));
        s.path(flowers, '#d8457a');
        let fl2 = '';
        for (let i = 0; i < 30; i++)
          fl2 += circ(r.range(720, 960), r.range(580, 700), r.range(6, 12));
        s.path(fl2, '#f27aa8');
        s.path(
          rect(0, 734, s.W, 266),
          s.grad([
            [0, '#e6dccd'],
            [1, '#f6f2ea'],
          ]),
        );
        let tiles = '';
        for (let x = -200; x < 1800; x += 90) tiles += `M${x} 734L${x - 160} 1000`;
        s.stroke(tiles, '#d8ccb8', 2, { opacity: 0.7 });
      },
    },
  ],
};
