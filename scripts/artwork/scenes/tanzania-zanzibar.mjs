import { rect, circ, poly, f, ell } from '../lib/core.mjs';
import {
  sky,
  sun,
  moon,
  stars,
  cloudBars,
  cloudPuff,
  water,
  ripples,
  reflection,
  birds,
  hill,
  ridge,
  mist,
  foam,
  glow,
} from '../lib/nature.mjs';
import { palm, acacia, baobab, roundTrees } from '../lib/flora.mjs';
import { animal, elephant, zebra, flamingo } from '../lib/fauna.mjs';
import { dhow } from '../lib/build.mjs';
import { boulder } from '../lib/tropics.mjs';
import { balloon } from '../lib/misc.mjs';
import {
  kilimanjaro,
  savanna,
  farAcacias,
  herd,
  stoneTown,
  wonders,
  zanzibarDoor,
  safariTent,
  spiceBaskets,
  milkyWay,
} from '../lib/africa.mjs';
import { plains, TIMES } from './_savanna.mjs';
import { makeRng } from '../lib/random.mjs';

/** Zanzibar beach with palms; used by a photo and reused by Kenya. */
export function indianBeach(s, { dhowAt, sunX = s.W * 0.8 } = {}) {
  const hz = s.H * 0.52;
  sky(s, ['#3a92cf', '#8fcfea', '#eaf6ef']);
  sun(s, sunX, s.H * 0.16, 36, { core: '#fffbe6', halo: '#fff4c4', haloOp: 0.55 });
  cloudPuff(s, s.W * 0.35, s.H * 0.3, s.W * 0.2, '#ffffff', 0.8);
  cloudBars(s, s.W * 0.62, s.H * 0.22, s.W * 0.2, '#ffffff', 0.5);
  water(s, {
    y: hz,
    colors: ['#1c78a8', '#28b2bd', '#7fe2d2', '#b8f0de'],
    bottom: s.H * 0.78,
    lines: 24,
  });
  if (dhowAt) dhow(s, dhowAt[0], dhowAt[1], dhowAt[2], { hull: '#4a3022', sail: '#f6efe0' });
  s.path(
    `M-20 ${f(s.H * 0.77)}Q${f(s.W * 0.4)} ${f(s.H * 0.74)} ${f(s.W * 0.6)} ${f(s.H * 0.775)}T${s.W + 20} ${f(s.H * 0.765)}V${s.H}H-20Z`,
    '#f7eed8',
  );
  foam(
    s,
    [
      [-20, s.H * 0.772],
      [s.W * 0.4, s.H * 0.742],
      [s.W * 0.6, s.H * 0.777],
      [s.W + 20, s.H * 0.767],
    ],
    '#ffffff',
    5,
    0.85,
  );
  s.meta.bottom = '#efe2c4';
  palm(s, s.W * 0.06, s.H * 1.02, s.H * 0.78, { lean: s.W * 0.12, color: '#1f3b30' });
  palm(s, s.W * 0.2, s.H * 1.0, s.H * 0.6, { lean: s.W * 0.09, color: '#24463a' });
  palm(s, s.W * 0.93, s.H * 1.0, s.H * 0.7, { lean: -s.W * 0.1, color: '#1f3b30' });
}

export default {
  main: {
    alt: 'Giraffe ed elefanti tra le acacie del Serengeti al tramonto',
    draw(s) {
      const hz = 700;
      const t = plains(s, 'sunset', hz, { sunX: 1050, sunY: 600, sunR: 90 });
      birds(s, { x: 500, y: 300, n: 4, spread: 90, size: 15, color: t.sil });
      acacia(s, 320, hz + 90, 430, { color: t.sil, w: 300 });
      acacia(s, 1380, hz + 40, 260, { color: t.sil, w: 200 });
      herd(
        s,
        [
          ['giraffe', 720, hz + 80, 2.6],
          ['giraffe', 850, hz + 70, 2.2],
          ['giraffe', 560, hz + 95, 2.9],
        ],
        t.sil,
      );
      elephant(s, 1150, hz + 90, 1.8, t.sil, { flip: true, ear: '#3a1e16', tusk: '#e8c8a0' });
      elephant(s, 1280, hz + 80, 1.3, t.sil, { flip: true, tusk: null });
      elephant(s, 1040, hz + 84, 1.1, t.sil, { tusk: null });
    },
  },
  gallery: [
    {
      alt: 'Il Kilimanjaro innevato sopra la savana con zebre e acacie',
      draw(s) {
        const hz = 640;
        const t = TIMES.morning;
        sky(s, t.sky);
        sun(s, 1380, 160, 40, { core: t.sun[0], halo: t.sun[1], haloOp: 0.6 });
        kilimanjaro(s, 760, hz + 10, 1500, 360, { rock: '#7a88a6', snow: '#f6f8fc' });
        cloudBars(s, 120, 470, 420, '#ffffff', 0.55);
        cloudBars(s, 1050, 500, 380, '#ffffff', 0.5);
        savanna(s, hz, { colors: t.ground, tufts: t.sil });
        farAcacias(
          s,
          [
            [180, hz + 8, 1.2],
            [420, hz + 6, 0.9],
            [1200, hz + 8, 1.1],
            [1450, hz + 6, 1],
          ],
          '#6a6a48',
        );
        mist(s, hz, 20, '#f4e6c4', 0.5);
        acacia(s, 1300, hz + 200, 330, { color: '#4a3a26', w: 250 });
        for (const [x, y, k, fl] of [
          [500, 880, 2.6, false],
          [620, 900, 2.8, true],
          [760, 870, 2.4, false],
          [300, 920, 3, false],
        ])
          zebra(s, x, y, k, { flip: fl });
      },
    },
    {
      alt: 'Il cratere di Ngorongoro con il lago salato e le nuvole sul bordo',
      draw(s) {
        sky(s, ['#6a9ccc', '#b8d4e0', '#eef0e0']);
        sun(s, 300, 150, 40, { core: '#fffbe8', halo: '#fff0c4', haloOp: 0.55 });
        ridge(s, {
          y: 420,
          amp: 18,
          rough: 0.5,
          peaks: [
            [200, 40, 300, 'round'],
            [1400, 50, 300, 'round'],
          ],
          fill: '#6f8a8a',
          bottom: 480,
        });
        cloudBars(s, 300, 380, 520, '#ffffff', 0.7, 22);
        cloudBars(s, 1000, 370, 440, '#ffffff', 0.65, 20);
        s.path(`M-20 470Q800 430 1620 470V${s.H}H-20Z`, '#9aa86a');
        s.path(ell(900, 560, 330, 46), '#8fb8c8');
        s.path(
          ell(900, 560, 330, 46),
          s.grad([
            [0, '#ffffff', 0.2],
            [1, '#ffffff', 0],
          ]),
        );
        let pink = '';
        const r = makeRng(s.sub());
        for (let i = 0; i < 80; i++)
          pink += `M${f(r.range(640, 1160))} ${f(r.range(540, 590))}h${f(r.range(3, 8))}`;
        s.stroke(pink, '#f28aa6', 3, { opacity: 0.85 });
        farAcacias(
          s,
          [
            [300, 520, 1],
            [420, 530, 0.8],
            [1300, 520, 1.1],
            [1450, 540, 0.9],
          ],
          '#4a5a3a',
        );
        for (const [x, y] of [
          [420, 600],
          [460, 610],
          [1250, 620],
          [1290, 612],
          [1320, 625],
        ])
          animal(s, 'wildebeest', x, y, 0.5, '#3a3a2a');
        hill(
          s,
          [
            [-20, 700],
            [400, 660],
            [900, 720],
            [1300, 690],
            [1620, 660],
          ],
          '#6a7a44',
        );
        hill(
          s,
          [
            [-20, 820],
            [500, 780],
            [1100, 830],
            [1620, 790],
          ],
          '#4f5e34',
        );
        acacia(s, 240, 900, 380, { color: '#2f3a22', w: 260 });
        roundTrees(
          s,
          [
            [1400, 880, 200],
            [1500, 900, 160],
          ],
          '#2f3a22',
        );
      },
    },
    {
      alt: 'Dhow dalle vele bianche davanti al lungomare di Stone Town a Zanzibar',
      draw(s) {
        const hz = 640;
        sky(s, ['#3a3a72', '#b06a7a', '#f3a070', '#fbd39a']);
        sun(s, 1250, 560, 70, { core: '#fff2cc', halo: '#ffb87a', haloOp: 0.75 });
        cloudBars(s, 150, 200, 380, '#f8c0a0', 0.4);
        stoneTown(s, -20, 1000, hz, {
          colors: ['#e9c9a8', '#d9b08c', '#f0d6b8', '#c99c7c'],
          wood: '#4a2a24',
          win: '#5a3a3a',
          scale: 1,
        });
        wonders(s, 500, hz, 360, { wall: '#f0d8bc', wood: '#4a2a24' });
        roundTrees(
          s,
          [
            [1050, hz, 120, 50],
            [160, hz, 110, 46],
          ],
          '#3a3a2a',
        );
        palm(s, 1080, hz + 4, 200, { lean: 30, color: '#2a2a24' });
        water(s, { y: hz, colors: ['#c07a7a', '#5a4a72', '#2a2a4e'], lines: 0 });
        reflection(s, { x: 1250, y: hz, w: 180, bottom: s.H, color: '#ffd09a', op: 0.5 });
        ripples(s, { y: hz, bottom: s.H, n: 24, color: '#ffd8b0', op: 0.3 });
        dhow(s, 420, 830, 2.6, { hull: '#2a1a1e', sail: '#f8ecd8' });
        dhow(s, 980, 740, 1.5, { hull: '#2a1a1e', sail: '#f3e0cc', flip: true });
        dhow(s, 1450, 700, 0.9, { hull: '#2a1a1e', sail: '#eed8c4' });
      },
    },
  ],
  photos: [
    {
      alt: 'Leoni all’alba su un kopje del Serengeti',
      draw(s) {
        const hz = 600;
        const t = plains(s, 'dawn', hz, { sunX: 300, sunY: 520, sunR: 70 });
        boulder(s, 760, 760, 560, 260, {
          color: '#4a3a40',
          dark: '#2a2028',
          light: '#7a6068',
          grooves: 3,
        });
        boulder(s, 1040, 780, 300, 150, {
          color: '#4a3a40',
          dark: '#2a2028',
          light: '#7a6068',
          grooves: 2,
        });
        animal(s, 'lion', 700, 520, 3, t.sil);
        animal(s, 'lioness', 880, 560, 2.4, t.sil, { flip: true });
        acacia(s, 160, 720, 300, { color: t.sil, w: 200 });
        birds(s, { x: 900, y: 250, n: 3, spread: 60, size: 14, color: t.sil });
      },
    },
    {
      alt: 'Zebre al pascolo nella luce del mattino',
      draw(s) {
        const hz = 520;
        plains(s, 'morning', hz, { sunX: 950, sunY: 160, sunR: 44 });
        acacia(s, 940, 620, 320, { color: '#4a3a26', w: 240 });
        for (const [x, y, k, fl] of [
          [240, 760, 3.4, false],
          [420, 790, 3.8, true],
          [620, 740, 3, false],
          [820, 800, 4, false],
          [980, 770, 3.4, true],
          [140, 700, 2.4, true],
        ])
          zebra(s, x, y, k, { flip: fl });
      },
    },
    {
      alt: 'La grande migrazione degli gnu nella polvere dorata del pomeriggio',
      draw(s) {
        const hz = 500;
        plains(s, 'golden', hz, { sunX: 900, sunY: 300, sunR: 60 });
        const r = makeRng(s.sub());
        const list = [];
        for (let i = 0; i < 52; i++) {
          const depth = Math.pow(r.next(), 0.7);
          const y = hz + 20 + depth * 330;
          list.push([
            r.chance(0.15) ? 'zebra' : 'wildebeest',
            r.range(-40, 1240),
            y,
            0.5 + depth * 2.2,
            r.chance(0.2),
          ]);
        }
        list.sort((a, b) => a[2] - b[2]);
        mist(s, hz + 60, 120, '#f8d89c', 0.55);
        herd(s, list, '#3a2818', { zebraBody: '#e8dcc4', zebraStripe: '#2a2018' });
        mist(s, 860, 120, '#f0c888', 0.35);
      },
    },
    {
      alt: 'Mongolfiere all’alba sopra la savana del Serengeti',
      draw(s) {
        const hz = 640;
        const t = plains(s, 'dawn', hz, { sunX: 820, sunY: 580, sunR: 70 });
        balloon(s, 420, 330, 2.6, { a: '#d9553b', b: '#f3c54a', basket: '#4a3028' });
        balloon(s, 860, 230, 1.4, { a: '#3a7ab0', b: '#f3e0c0', basket: '#4a3028' });
        balloon(s, 1050, 420, 0.9, { a: '#e08a3a', b: '#7a3a6a', basket: '#4a3028' });
        acacia(s, 180, 780, 280, { color: t.sil, w: 200 });
        acacia(s, 1000, 720, 160, { color: t.sil, w: 120 });
        herd(
          s,
          [
            ['giraffe', 640, 760, 1.6],
            ['giraffe', 720, 750, 1.3],
          ],
          t.sil,
        );
      },
    },
    {
      alt: 'Un baobab del Tarangire al tramonto',
      draw(s) {
        const hz = 640;
        const t = plains(s, 'sunset', hz, { sunX: 380, sunY: 560, sunR: 80 });
        baobab(s, 720, 820, 560, t.sil);
        elephant(s, 1050, 780, 1.4, t.sil, { flip: true, tusk: null });
        birds(s, { x: 300, y: 240, n: 4, spread: 70, size: 14, color: t.sil });
      },
    },
    {
      alt: 'Un dhow al tramonto sull’oceano Indiano',
      draw(s) {
        const hz = 560;
        sky(s, ['#2a2c5c', '#8a4a6a', '#ef8a5a', '#fbcf88']);
        sun(s, 600, 520, 80, { core: '#fff0c4', halo: '#ffa868', haloOp: 0.8 });
        cloudBars(s, 120, 200, 300, '#f6b090', 0.4);
        cloudBars(s, 780, 280, 280, '#f6b090', 0.35);
        water(s, { y: hz, colors: ['#b0607a', '#4a3466', '#20203e'], lines: 0 });
        reflection(s, { x: 600, y: hz, w: 220, bottom: s.H, color: '#ffc88a', op: 0.55 });
        ripples(s, { y: hz, bottom: s.H, n: 24, color: '#ffd0a0', op: 0.3 });
        dhow(s, 620, 700, 3.6, { hull: '#1a1020', sail: '#2a1c2e' });
        birds(s, { x: 900, y: 260, n: 3, spread: 60, size: 14, color: '#2a1c2e' });
      },
    },
    {
      alt: 'Cesti di spezie colorate in una piantagione di Zanzibar',
      draw(s) {
        sky(s, ['#7ab8d8', '#bfe0dc', '#f0ecd4']);
        sun(s, 1000, 130, 40, { core: '#fffbe8', halo: '#fff0c4', haloOp: 0.6 });
        ridge(s, {
          y: 420,
          amp: 30,
          rough: 0.4,
          fill: '#7a9a6a',
          smooth: true,
          step: 40,
          bottom: 600,
        });
        for (let i = 0; i < 6; i++)
          palm(s, 60 + i * 220, 460, 200 + (i % 2) * 60, {
            lean: (i % 2 ? 1 : -1) * 30,
            color: '#3f6a44',
          });
        s.path(rect(0, 450, s.W, 450), '#8aa860');
        let rows = '';
        for (let y = 480; y < 700; y += 34) rows += `M-20 ${y}Q600 ${y - 12} 1220 ${y}`;
        s.stroke(rows, '#5f8a44', 22, { opacity: 0.9 });
        roundTrees(
          s,
          [
            [180, 640, 260, 90],
            [980, 630, 240, 84],
          ],
          '#3a6a3a',
        );
        s.path(rect(0, 690, s.W, 210), '#c9a06a');
        s.meta.bottom = '#b88c58';
        spiceBaskets(s, [
          [260, 830, 90, '#c0392b'],
          [470, 850, 100, '#e3a72f'],
          [690, 830, 90, '#7a4a2a'],
          [900, 850, 100, '#d9702a'],
          [1090, 830, 80, '#5a7a2a'],
        ]);
      },
    },
    {
      alt: 'La spiaggia bianca di Nungwi con palme e acqua turchese',
      draw(s) {
        indianBeach(s, { dhowAt: [700, 560, 1.1] });
      },
    },
    {
      alt: 'Una porta intagliata di Stone Town con le borchie di ottone',
      draw(s) {
        sky(s, ['#e9dcc6', '#e2d0b4']);
        s.meta.bottom = '#cdb89a';
        const r = makeRng(s.sub());
        let tex = '';
        for (let i = 0; i < 40; i++)
          tex += ell(r.range(0, 1200), r.range(0, 800), r.range(20, 60), r.range(8, 20));
        s.path(tex, '#d8c4a4', { opacity: 0.6 });
        s.path(rect(0, 800, s.W, 100), '#cdb89a');
        s.path(
          poly([
            [380, 800],
            [820, 800],
            [860, 900],
            [340, 900],
          ]),
          '#bda482',
        );
        s.path(rect(0, 0, 200, 800), '#2a1c14', { opacity: 0.12 });
        zanzibarDoor(s, 600, 800, 330);
        let flowers = '';
        for (let i = 0; i < 50; i++)
          flowers += circ(r.range(860, 1200), r.range(0, 420) + Math.sin(i) * 30, r.range(10, 24));
        s.path(flowers, '#c8336a');
        let fl2 = '';
        for (let i = 0; i < 30; i++)
          fl2 += circ(r.range(880, 1200), r.range(20, 400), r.range(6, 12));
        s.path(fl2, '#e86a9a');
        let leaves = '';
        for (let i = 0; i < 30; i++) leaves += ell(r.range(860, 1200), r.range(0, 460), 14, 7);
        s.path(leaves, '#3f6a3a', { opacity: 0.8 });
      },
    },
    {
      alt: 'Elefanti alla pozza d’acqua sotto il sole di mezzogiorno',
      draw(s) {
        const hz = 480;
        plains(s, 'noon', hz, { sunX: 600, sunY: 110, sunR: 40 });
        s.path(ell(600, 720, 520, 90), '#7fa8b8');
        s.path(ell(600, 712, 480, 70), '#9ac4d0');
        elephant(s, 380, 700, 2.8, '#5a4a44', { ear: '#6a5a52' });
        elephant(s, 700, 690, 2.3, '#5a4a44', { ear: '#6a5a52', flip: true });
        elephant(s, 560, 660, 1.2, '#5a4a44', { ear: '#6a5a52', tusk: null });
        s.path(ell(380, 705, 120, 10) + ell(700, 694, 100, 8), '#4a6a78', { opacity: 0.5 });
        acacia(s, 1050, 620, 260, { color: '#4a3a26', w: 190 });
      },
    },
    {
      alt: 'Giraffe tra le acacie nel pomeriggio',
      draw(s) {
        const hz = 600;
        plains(s, 'golden', hz, { sunX: 1000, sunY: 260, sunR: 50 });
        acacia(s, 300, 760, 420, { color: '#3a2818', w: 300 });
        acacia(s, 900, 700, 300, { color: '#3a2818', w: 220 });
        herd(
          s,
          [
            ['giraffe', 520, 800, 4.2],
            ['giraffe', 700, 760, 3.2, true],
            ['giraffe', 1080, 740, 2.6],
          ],
          '#4a3020',
        );
      },
    },
    {
      alt: 'Il Kilimanjaro che emerge da un mare di nuvole all’alba',
      draw(s) {
        sky(s, ['#2e3a6e', '#8a6f9c', '#f0a88a', '#fbd8a8']);
        sun(s, 240, 560, 60, { core: '#fff2d0', halo: '#ffc08a', haloOp: 0.8 });
        kilimanjaro(s, 680, 620, 1200, 420, { rock: '#5a4a6e', snow: '#f8e6e0' });
        for (let i = 0; i < 5; i++)
          cloudPuff(s, -100 + i * 300, 640 + (i % 2) * 20, 420, '#f6e0d8', 0.95);
        s.path(rect(0, 630, s.W, 270), s.grad(['#f4dcd2', '#e8c4bc']));
        for (let i = 0; i < 5; i++)
          cloudPuff(s, -60 + i * 280, 780 + (i % 2) * 30, 380, '#fbeee6', 0.9);
        s.meta.bottom = '#e8c4bc';
      },
    },
    {
      alt: 'Notte stellata sulla savana con la Via Lattea e le acacie',
      draw(s) {
        const hz = 680;
        plains(s, 'night', hz, { sunX: 1000, sunY: 150, sunR: 44, acacias: false });
        milkyWay(s, { x0: 0, y0: 600, x1: 1200, y1: 0, width: 260 });
        acacia(s, 380, 760, 360, { color: '#05050c', w: 260 });
        acacia(s, 980, 720, 220, { color: '#05050c', w: 160 });
        herd(s, [['giraffe', 680, 740, 1.8]], '#05050c');
      },
    },
    {
      alt: 'Fenicotteri rosa sul lago del cratere di Ngorongoro',
      draw(s) {
        sky(s, ['#6a9ccc', '#b8d4e0', '#f0eedc']);
        sun(s, 950, 140, 40, { core: '#fffbe8', halo: '#fff0c4', haloOp: 0.55 });
        ridge(s, {
          y: 380,
          amp: 16,
          rough: 0.5,
          peaks: [[300, 40, 300, 'round']],
          fill: '#6f8a8a',
          bottom: 440,
        });
        cloudBars(s, 200, 340, 420, '#ffffff', 0.7, 20);
        water(s, { y: 430, colors: ['#a8c8d0', '#8ab4c4', '#7aa4b8'], lines: 16 });
        const r = makeRng(s.sub());
        let far = '';
        for (let i = 0; i < 120; i++)
          far += `M${f(r.range(0, 1200))} ${f(r.range(450, 560))}h${f(r.range(4, 9))}`;
        s.stroke(far, '#f08aa6', 3.5, { opacity: 0.85 });
        const birds2 = [];
        for (let i = 0; i < 12; i++) birds2.push([r.range(40, 1160), r.range(620, 860), 0]);
        birds2.sort((a, b) => a[1] - b[1]);
        for (const [x, y] of birds2) {
          const k = 1.2 + ((y - 600) / 260) * 2.4;
          s.path(ell(x, y + 2, 16 * k, 2 * k), '#5a8aa0', { opacity: 0.4 });
          flamingo(s, x, y, k, {
            body: r.chance(0.5) ? '#f08aa0' : '#f4a0b0',
            flip: r.chance(0.5),
          });
        }
        s.meta.bottom = '#7aa4b8';
      },
    },
    {
      alt: 'Un campo tendato illuminato nella savana al crepuscolo',
      draw(s) {
        const hz = 580;
        const t = plains(s, 'dusk', hz, { sunX: 850, sunY: 540, sunR: 50 });
        stars(s, 30, { y1: 260 });
        acacia(s, 980, 700, 380, { color: t.sil, w: 260 });
        safariTent(s, 360, 720, 2.4, {
          lit: true,
          canvas: '#8a7a6a',
          fly: '#5a4a40',
          deck: '#2a1c18',
        });
        safariTent(s, 760, 660, 1.3, {
          lit: true,
          canvas: '#7a6a5e',
          fly: '#4a3e36',
          deck: '#2a1c18',
        });
        glow(s, 560, 830, 60, '#ffb060', 0.6);
        s.path('M530 840L590 840L575 820L560 800L545 820Z', '#ff9a40');
      },
    },
    {
      alt: 'I tetti di Stone Town e la Casa delle Meraviglie al crepuscolo',
      draw(s) {
        const hz = 700;
        sky(s, ['#1e2452', '#5a4a82', '#c07a8a', '#f4b08a']);
        stars(s, 20, { y1: 240 });
        moon(s, 980, 170, 26, { phase: 0.4 });
        wonders(s, 420, 560, 520, { wall: '#e8d8c8', wood: '#3a2430' });
        stoneTown(s, -20, 1240, hz, {
          colors: ['#8a7090', '#7a6484', '#6a5676'],
          wood: '#2a1a2a',
          win: '#2a1a2a',
          lit: '#ffcf7a',
          scale: 1.1,
        });
        stoneTown(s, -60, 1240, 900, {
          colors: ['#4a3a58', '#3e3250', '#54405e'],
          wood: '#1a1020',
          win: '#1a1020',
          lit: '#ffcf7a',
          scale: 1.4,
        });
        s.meta.bottom = '#3e3250';
        palm(s, 1080, 720, 300, { lean: -40, color: '#1a1020' });
      },
    },
  ],
};
