import { rect, ell } from '../lib/core.mjs';
import {
  sky,
  sun,
  stars,
  cloudBars,
  cloudPuff,
  water,
  ripples,
  reflection,
  birds,
  ridge,
  mist,
  foam,
  glow,
} from '../lib/nature.mjs';
import { forest, grass } from '../lib/flora.mjs';
import { animal, puffin } from '../lib/fauna.mjs';
import { rowboat, sailboat, P, personD, place } from '../lib/build.mjs';
import { aurora, waterfall, iceberg, plume } from '../lib/misc.mjs';
import {
  cabin,
  lighthouse,
  turfHouses,
  arcticCathedral,
  seaStacks,
  basaltColumns,
  kirkjufell,
  glacier,
} from '../lib/nordic.mjs';

const NIGHT = ['#040a1c', '#0b1a36', '#12304e', '#1d4a60'];

function snowyRange(
  s,
  y,
  { peaks, fill, snow = '#eef4f8', line, amp = 30, rough = 0.6, bottom } = {},
) {
  return ridge(s, {
    y,
    amp,
    peaks,
    rough,
    fill,
    facets: { color: '#000', op: 0.12, window: 4 },
    snow: { line, color: snow, jag: 40 },
    bottom,
  });
}

function people(s, list, color) {
  for (const [x, y, k] of list) place(s, x, y, k, P(personD, color));
}

export default {
  main: {
    alt: 'L’aurora boreale sopra le montagne innevate e una capanna rossa in riva al lago',
    draw(s) {
      const hz = 640;
      sky(s, NIGHT);
      stars(s, 110, { y1: 560 });
      aurora(
        s,
        [
          [
            [-40, 420],
            [300, 330],
            [620, 380],
            [900, 260],
            [1250, 300],
            [1640, 200],
          ],
          [
            [200, 520],
            [600, 470],
            [1000, 420],
            [1640, 380],
          ],
        ],
        { color: '#4ff0a0', top: '#7a5cf0', height: 260, op: 0.7 },
      );
      snowyRange(s, hz, {
        peaks: [
          [380, 300, 320],
          [780, 220, 260],
          [1200, 330, 340],
        ],
        fill: ['#2a3a5a', '#1a2640'],
        line: hz - 190,
        snow: '#d8e6f2',
        bottom: hz + 4,
      });
      forest(s, {
        x0: -20,
        x1: 1620,
        y: hz + 6,
        hMin: 24,
        hMax: 50,
        color: '#0c1628',
        gap: 18,
        jitter: 4,
      });
      water(s, { y: hz + 6, colors: ['#173a50', '#0c2036', '#081426'], lines: 0 });
      reflection(s, { x: 900, y: hz + 6, w: 260, bottom: 900, color: '#4ff0a0', op: 0.25 });
      ripples(s, { y: hz + 6, bottom: s.H, n: 22, color: '#7fe8c0', op: 0.25 });
      s.path(`M900 ${s.H}L980 860Q1200 820 1620 840V${s.H}Z`, '#dfe8f0');
      s.path(`M1000 ${s.H}L1060 900Q1300 880 1620 890V${s.H}Z`, '#c4d2e0');
      s.meta.bottom = '#c4d2e0';
      cabin(s, 1260, 860, 2.6, { lit: '#ffd27a' });
      glow(s, 1260, 820, 140, '#ffd27a', 0.35);
      forest(s, { x0: 1400, x1: 1620, y: 880, hMin: 120, hMax: 200, color: '#0c1628', gap: 50 });
    },
  },
  gallery: [
    {
      alt: 'La cascata di Skógafoss che precipita dalla scogliera verde',
      draw(s) {
        sky(s, ['#7fa8c8', '#b9d0dc', '#e8eee8']);
        cloudBars(s, 100, 140, 360, '#ffffff', 0.6);
        cloudBars(s, 1050, 200, 320, '#ffffff', 0.5);
        const top = 300;
        s.path(
          `M-20 ${top + 40}Q400 ${top - 10} 700 ${top}L900 ${top}Q1200 ${top - 10} 1620 ${top + 30}V760H-20Z`,
          '#4f7a4a',
        );
        s.path(
          `M-20 ${top + 40}Q400 ${top - 10} 700 ${top}L900 ${top}Q1200 ${top - 10} 1620 ${top + 30}V${top + 60}H-20Z`,
          '#6f9a5a',
        );
        let gr = '';
        for (let x = 0; x < 1600; x += 36) gr += `M${x} ${top + 60}l${((x * 7) % 30) - 15} 380`;
        s.stroke(gr, '#3a5e3a', 8, { opacity: 0.5 });
        s.path(rect(700, top, 200, 460), '#3a4a44');
        waterfall(s, 800, top, 180, 760, { color: '#f4f9fa', shade: '#b8d0d8' });
        s.add(
          `<path d="M380 760A420 420 0 0 1 1220 760" fill="none" stroke="${s.grad(['#ff6a6a', '#ffd86a', '#6aff9a', '#6ab8ff', '#b86aff'], 'h')}" stroke-width="18" opacity="0.3"/>`,
        );
        mist(s, 760, 140, '#f4f9fa', 0.8);
        s.path(`M-20 780Q800 740 1620 790V${s.H}H-20Z`, '#5a7a4a');
        s.path('M700 760L900 760L1100 1000L500 1000Z', '#8fb8c8');
        s.stroke('M720 800Q780 840 760 900M860 810Q900 860 940 940', '#e8f4f6', 4, {
          opacity: 0.7,
        });
        s.meta.bottom = '#4a6a3e';
        people(
          s,
          [
            [560, 860, 2],
            [600, 870, 2.2],
            [1100, 850, 1.8],
          ],
          '#2a2a30',
        );
        birds(s, { x: 1200, y: 400, n: 3, spread: 60, size: 12, color: '#2a3a3a' });
      },
    },
    {
      alt: 'Tramonto sulla laguna di Jökulsárlón con iceberg alla deriva',
      draw(s) {
        const hz = 560;
        sky(s, ['#3a3f72', '#b06a8a', '#f3a07a', '#fbd4a4']);
        sun(s, 1150, 520, 60, { core: '#fff2d0', halo: '#ffb884', haloOp: 0.75 });
        snowyRange(s, hz - 30, {
          peaks: [
            [300, 180, 400],
            [900, 120, 300],
          ],
          fill: ['#6a5a80', '#8a7a9a'],
          line: hz - 120,
          snow: '#f8e4e0',
          amp: 20,
          bottom: hz,
        });
        s.path(
          `M-20 ${hz}L-20 ${hz - 40}Q400 ${hz - 70} 800 ${hz - 50}T1620 ${hz - 30}V${hz}Z`,
          '#e8eef6',
        );
        s.path(
          `M-20 ${hz}L-20 ${hz - 20}Q400 ${hz - 40} 800 ${hz - 26}T1620 ${hz - 14}V${hz}Z`,
          '#a9cde0',
        );
        water(s, { y: hz, colors: ['#c68a9a', '#5a5a8a', '#2a2f5a'], lines: 0 });
        reflection(s, { x: 1150, y: hz, w: 160, bottom: s.H, color: '#ffd0a8', op: 0.45 });
        iceberg(s, 300, 700, 300, 110);
        iceberg(s, 760, 640, 160, 60);
        iceberg(s, 1320, 760, 380, 140);
        iceberg(s, 1000, 610, 90, 30);
        iceberg(s, 120, 880, 200, 50);
        ripples(s, { y: hz, bottom: s.H, n: 26, color: '#ffd8c0', op: 0.3 });
      },
    },
    {
      alt: 'Un fiordo norvegese con le casette rosse sulla riva',
      draw(s) {
        const hz = 640;
        sky(s, ['#6a9ac8', '#a9c8dc', '#e6eee8']);
        cloudBars(s, 600, 160, 400, '#ffffff', 0.55);
        snowyRange(s, hz, {
          peaks: [[800, 260, 300]],
          fill: ['#7a8aa0', '#9aa8b4'],
          line: 430,
          amp: 20,
          bottom: hz + 4,
        });
        s.path(`M-20 ${hz + 10}L-20 180Q200 200 400 300Q560 420 760 ${hz}Z`, '#3f5a48');
        s.path(`M1620 ${hz + 10}L1620 160Q1400 180 1200 300Q1000 420 840 ${hz}Z`, '#4a6650');
        waterfall(s, 1180, 330, 16, 600, { color: '#eef6f8', shade: '#cfe0e6' });
        waterfall(s, 1260, 280, 12, 560, { color: '#eef6f8', shade: '#cfe0e6' });
        water(s, {
          y: hz,
          colors: ['#3a6a7a', '#24505e', '#173a48'],
          lines: 20,
          lineColor: '#cfe8ee',
        });
        s.path(`M-20 ${s.H}L-20 780Q300 760 620 800Q760 830 820 ${s.H}Z`, '#5a7a44');
        s.meta.bottom = '#4a6a38';
        cabin(s, 200, 800, 1.8);
        cabin(s, 360, 800, 1.5, { wall: '#c8a03a' });
        cabin(s, 500, 820, 1.7);
        forest(s, { x0: 560, x1: 760, y: 820, hMin: 60, hMax: 120, color: '#24402e', gap: 30 });
        sailboat(s, 1000, 760, 1, { hull: '#2a3a4a' });
      },
    },
  ],
  photos: [
    {
      alt: 'Il geyser Strokkur che erutta nella piana di Haukadalur',
      draw(s) {
        const hz = 620;
        sky(s, ['#7aa0c4', '#b4cad8', '#e4e8e4']);
        ridge(s, {
          y: hz,
          amp: 20,
          peaks: [[900, 90, 300, 'round']],
          rough: 0.4,
          fill: '#7a8a8a',
          bottom: hz + 4,
          smooth: true,
          step: 30,
        });
        s.path(rect(0, hz, s.W, s.H - hz), s.grad(['#8a8a6a', '#6a6a50']));
        s.meta.bottom = '#6a6a50';
        plume(s, 600, 660, 520, { color: '#f6f8f8', drift: 0.25, w: 120, op: 0.95 });
        plume(s, 620, 640, 200, { color: '#ffffff', drift: 0.1, w: 70, op: 0.9 });
        s.path(ell(600, 690, 200, 26), '#5ab0c8');
        s.path(ell(600, 690, 150, 16), '#8ad8e6');
        plume(s, 200, 700, 120, { color: '#eef2f2', drift: 0.6, w: 40, op: 0.6 });
        plume(s, 1000, 720, 90, { color: '#eef2f2', drift: 0.6, w: 30, op: 0.6 });
        people(
          s,
          [
            [250, 760, 2.4],
            [290, 765, 2.2],
            [900, 780, 2.5],
            [940, 775, 2.3],
          ],
          '#2a2a30',
        );
        s.stroke('M100 740H450M780 760H1150', '#5a4a3a', 3, {
          'stroke-dasharray': '2 16',
          opacity: 0.7,
        });
      },
    },
    {
      alt: 'Aurora boreale verde su una pianura innevata',
      draw(s) {
        const hz = 660;
        sky(s, NIGHT);
        stars(s, 90, { y1: 600 });
        aurora(
          s,
          [
            [
              [-40, 500],
              [300, 360],
              [600, 420],
              [900, 300],
              [1240, 340],
            ],
          ],
          { color: '#5af2a0', top: '#2a8f8a', height: 300, op: 0.8 },
        );
        ridge(s, {
          y: hz,
          amp: 20,
          peaks: [
            [300, 60, 300, 'round'],
            [950, 80, 300, 'round'],
          ],
          rough: 0.4,
          fill: '#2a3a52',
          bottom: hz + 4,
        });
        s.path(rect(0, hz, s.W, s.H - hz), s.grad(['#3a5068', '#8aa0b4', '#c4d2de']));
        s.meta.bottom = '#c4d2de';
        forest(s, { x0: 700, x1: 1240, y: 720, hMin: 40, hMax: 110, color: '#0c1628', gap: 24 });
        people(s, [[360, 800, 3.2]], '#0c1628');
        s.stroke('M380 740L420 400', '#fffaf0', 0, {});
      },
    },
    {
      alt: 'Aurora violetta e verde riflessa in un lago di montagna',
      draw(s) {
        const hz = 560;
        const content = s.capture(() => {
          sky(s, ['#06091e', '#1a1446', '#2a2060', '#1a3a5a']);
          stars(s, 80, { y1: hz });
          aurora(
            s,
            [
              [
                [-40, 400],
                [400, 300],
                [800, 360],
                [1240, 240],
              ],
              [
                [100, 480],
                [600, 420],
                [1240, 430],
              ],
            ],
            { color: '#6af0b0', top: '#b060f0', height: 240, op: 0.75 },
          );
          snowyRange(s, hz, {
            peaks: [
              [300, 220, 260],
              [850, 280, 300],
            ],
            fill: ['#1e2848', '#141c34'],
            line: hz - 170,
            snow: '#c8d4ea',
            bottom: hz + 2,
          });
        });
        const id = s.id();
        s.defs.push(`<g id="${id}">${content}</g>`);
        s.add(`<use href="#${id}"/>`);
        s.add(
          `<g clip-path="url(#${s.once('clip-lower-' + hz, (i) => `<clipPath id="${i}"><path d="${rect(0, hz, s.W, s.H - hz)}"/></clipPath>`)})"><use href="#${id}" transform="matrix(1 0 0 -1 0 ${2 * hz})" opacity="0.55"/></g>`,
        );
        s.path(
          rect(0, hz, s.W, s.H - hz),
          s.grad([
            [0, '#0a1430', 0.2],
            [1, '#0a1430', 0.7],
          ]),
        );
        ripples(s, { y: hz, bottom: s.H, n: 20, color: '#9ae8d0', op: 0.25 });
        s.path(`M-20 ${s.H}L-20 820Q300 790 500 830L560 ${s.H}Z`, '#0a0e1c');
        s.meta.bottom = '#0a1430';
      },
    },
    {
      alt: 'Il Geirangerfjord con la cascata delle Sette Sorelle e un traghetto',
      draw(s) {
        const hz = 560;
        sky(s, ['#5a8ec0', '#a0c4dc', '#e2ece8']);
        cloudBars(s, 400, 120, 360, '#ffffff', 0.55);
        s.path(`M-20 ${hz + 10}L-20 120Q300 140 500 300Q640 420 700 ${hz}Z`, '#3a5a48');
        s.path(`M1220 ${hz + 10}L1220 100Q1000 120 860 300Q760 430 720 ${hz}Z`, '#4a6a52');
        for (let i = 0; i < 7; i++)
          waterfall(s, 930 + i * 24 + (i % 2) * 6, 250 + (i % 3) * 22, 5, 540, {
            color: '#f2f8f8',
            shade: '#d0e2e8',
            spread: 1.6,
            op: 0.8,
          });
        water(s, {
          y: hz,
          colors: ['#2a6a6a', '#1a4a50', '#10323a'],
          lines: 22,
          lineColor: '#cfe8e4',
        });
        s.meta.bottom = '#10323a';
        place(
          s,
          520,
          720,
          2.2,
          P('M-60 0L60 0L50 14L-54 14Z', '#f3efe6') +
            P(rect(-40, -18, 70, 18) + rect(-20, -32, 40, 14), '#f3efe6') +
            P(rect(-36, -14, 62, 5) + rect(-16, -28, 32, 4), '#2a3a4a') +
            P(rect(10, -44, 8, 12), '#c8402e'),
        );
        s.stroke('M380 752Q500 770 700 760', '#e8f4f2', 3, { opacity: 0.7 });
        cabin(s, 140, 620, 0.8);
      },
    },
    {
      alt: 'Il monte Kirkjufell e la sua cascata in una sera d’estate',
      draw(s) {
        const hz = 560;
        sky(s, ['#4a5a8a', '#c08a8a', '#f6c090', '#fbe2b0']);
        sun(s, 250, 500, 50, { core: '#fff4d4', halo: '#ffc890', haloOp: 0.75 });
        water(s, { y: hz, colors: ['#c8a0a0', '#8a8aa4'], bottom: 640, lines: 6 });
        kirkjufell(s, 760, 600, 560, 430, { rock: '#4a4a5a', band: '#7a7a7a' });
        s.path(`M-20 ${s.H}L-20 640Q300 610 600 650Q900 690 1220 650V${s.H}Z`, '#5a7a4a');
        s.meta.bottom = '#3f5a34';
        s.path('M-20 760Q300 720 520 740L640 780Q800 800 1220 760V900H-20Z', '#3f5a34');
        waterfall(s, 420, 720, 22, 806, { color: '#f2f8fa', shade: '#c8dce4', spread: 1.6 });
        waterfall(s, 540, 736, 16, 800, { color: '#f2f8fa', shade: '#c8dce4', spread: 1.6 });
        s.path('M300 800Q420 790 640 800L700 900H240Z', '#8ab0c0');
        grass(s, { x0: 0, x1: 1200, y: 870, n: 40, h: 24, color: '#2a4a2a' });
      },
    },
    {
      alt: 'Pulcinelle di mare sulle scogliere erbose sopra l’oceano',
      draw(s) {
        const hz = 420;
        sky(s, ['#6a9cc8', '#a9cde0', '#e6f0ee']);
        cloudBars(s, 120, 120, 320, '#ffffff', 0.55);
        water(s, { y: hz, colors: ['#2a6a8a', '#1f5674'], lines: 20 });
        seaStacks(
          s,
          [
            [900, hz + 40, 120, 200],
            [1040, hz + 40, 80, 120],
          ],
          '#3a3a40',
        );
        s.path(`M-20 ${s.H}L-20 600Q300 560 600 600Q900 640 1220 590V${s.H}Z`, '#6f9a4a');
        s.path(
          `M-20 600Q300 560 600 600Q900 640 1220 590V620Q900 670 600 630Q300 590 -20 630Z`,
          '#8ab860',
        );
        grass(s, { x0: 0, x1: 1200, y: 660, n: 40, h: 26, color: '#4a7a34' });
        s.meta.bottom = '#5a8a3e';
        for (const [x, y, k, fl] of [
          [300, 700, 4.2, false],
          [520, 760, 5, true],
          [760, 720, 4.4, false],
          [980, 780, 5.4, true],
          [160, 800, 5.8, false],
        ])
          puffin(s, x, y, k, { flip: fl });
        birds(s, { x: 700, y: 260, n: 4, spread: 80, size: 14, color: '#2a3a4a' });
      },
    },
    {
      alt: 'Un faro sulla costa islandese al crepuscolo',
      draw(s) {
        const hz = 560;
        sky(s, ['#141c44', '#3a3f7a', '#a06a8a', '#f0a87a']);
        stars(s, 30, { y1: 280 });
        water(s, {
          y: hz,
          colors: ['#5a4a72', '#2a2a4e', '#141a32'],
          lines: 18,
          lineColor: '#f0b890',
          lineOp: 0.25,
        });
        s.path(`M400 ${s.H}L460 620Q600 560 800 580Q1000 600 1220 620V${s.H}Z`, '#1a1a28');
        s.path(`M560 ${s.H}L600 720Q800 690 1220 700V${s.H}Z`, '#121220');
        s.meta.bottom = '#121220';
        lighthouse(s, 860, 592, 300, {
          body: '#f0a050',
          band: '#f3efe6',
          lamp: '#fff0b0',
          beam: '#fff0b0',
        });
        cabin(s, 1000, 600, 1.2, { wall: '#e8e2d6', lit: '#ffd27a' });
      },
    },
    {
      alt: 'Le case di torba con i tetti d’erba nella campagna islandese',
      draw(s) {
        const hz = 520;
        sky(s, ['#7aa4c8', '#b8d0dc', '#eef0e6']);
        cloudBars(s, 700, 140, 360, '#ffffff', 0.55);
        snowyRange(s, hz, {
          peaks: [
            [300, 180, 320],
            [900, 140, 280],
          ],
          fill: ['#6a7a8a', '#8a9aa0'],
          line: hz - 130,
          amp: 20,
          bottom: hz + 4,
        });
        s.path(rect(0, hz, s.W, s.H - hz), s.grad(['#8aa860', '#6a8a48']));
        s.meta.bottom = '#6a8a48';
        turfHouses(s, 380, 760, 2.6, { grass: '#4f7a34' });
        grass(s, { x0: 0, x1: 1200, y: 820, n: 60, h: 22, color: '#4a6a34' });
        s.stroke('M0 840Q600 800 1200 850', '#d8ccb0', 10, { opacity: 0.8 });
      },
    },
    {
      alt: 'Escursionisti sulla lingua del ghiacciaio Sólheimajökull',
      draw(s) {
        sky(s, ['#6a8cb4', '#a8c0d4', '#e4eaec']);
        cloudBars(s, 100, 110, 320, '#ffffff', 0.6);
        ridge(s, {
          y: 420,
          amp: 20,
          peaks: [[600, 160, 500, 'round']],
          rough: 0.3,
          fill: '#dfe8f0',
          bottom: 470,
        });
        ridge(s, {
          y: 560,
          amp: 40,
          peaks: [
            [150, 220, 300],
            [1100, 240, 300],
          ],
          rough: 0.6,
          fill: '#3a3a42',
          facets: { color: '#000', op: 0.15 },
        });
        glacier(s, 620, 420, 700, 900);
        s.meta.bottom = '#9fcbe0';
        people(
          s,
          [
            [560, 720, 2.6],
            [600, 728, 2.6],
            [640, 735, 2.6],
            [680, 744, 2.6],
          ],
          '#c8402e',
        );
        s.path('M0 900L0 820Q200 800 300 840L340 900Z', '#2a2a30');
      },
    },
    {
      alt: 'Le rorbuer rosse di Reine alle isole Lofoten tra le vette',
      draw(s) {
        const hz = 560;
        sky(s, ['#5a84bc', '#a4c4dc', '#eae8e0']);
        cloudBars(s, 500, 120, 360, '#ffffff', 0.5);
        const peaksContent = s.capture(() => {
          snowyRange(s, hz, {
            peaks: [
              [200, 320, 220],
              [520, 400, 200],
              [800, 300, 200],
              [1080, 360, 220],
            ],
            fill: ['#3a4a5a', '#52626e'],
            line: hz - 260,
            snow: '#eef2f4',
            rough: 0.7,
            bottom: hz,
          });
          for (let i = 0; i < 7; i++)
            cabin(s, 150 + i * 140, hz - 2, 1.5 + (i % 2) * 0.2, {
              stilts: true,
              wall: i === 3 ? '#e8d8b0' : '#b03a2e',
            });
        });
        const id = s.id();
        s.defs.push(`<g id="${id}">${peaksContent}</g>`);
        s.add(`<use href="#${id}"/>`);
        water(s, { y: hz, colors: ['#3a6a84', '#244e66'], lines: 0 });
        s.add(`<use href="#${id}" transform="matrix(1 0 0 -1 0 ${2 * hz})" opacity="0.35"/>`);
        ripples(s, { y: hz, bottom: s.H, n: 22, color: '#dfeef2', op: 0.35 });
        rowboat(s, 900, 800, 2, { hull: '#f3efe6', trim: '#2a62b0' });
      },
    },
    {
      alt: 'La Cattedrale Artica di Tromsø sotto l’aurora boreale',
      draw(s) {
        const hz = 640;
        sky(s, NIGHT);
        stars(s, 90, { y1: 600 });
        aurora(
          s,
          [
            [
              [-40, 360],
              [400, 260],
              [800, 320],
              [1240, 200],
            ],
          ],
          { color: '#5af2a0', top: '#7a5cf0', height: 260 },
        );
        snowyRange(s, hz - 60, {
          peaks: [
            [200, 160, 300],
            [1000, 200, 300],
          ],
          fill: ['#22304a', '#1a263c'],
          line: hz - 180,
          snow: '#b8c8dc',
          amp: 20,
          bottom: hz,
        });
        s.path(rect(0, hz, s.W, s.H - hz), s.grad(['#c8d4e2', '#e4ecf2']));
        s.meta.bottom = '#e4ecf2';
        arcticCathedral(s, 600, hz + 60, 380, {
          white: '#e8eef4',
          shadow: '#9aa8c0',
          glass: '#ffd98a',
        });
        glow(s, 600, hz, 180, '#ffd98a', 0.3);
        forest(s, { x0: 0, x1: 300, y: hz + 120, hMin: 80, hMax: 140, color: '#1a263c', gap: 30 });
        forest(s, {
          x0: 900,
          x1: 1220,
          y: hz + 120,
          hMin: 80,
          hMax: 140,
          color: '#1a263c',
          gap: 30,
        });
      },
    },
    {
      alt: 'La spiaggia nera di Reynisfjara con i faraglioni di basalto',
      draw(s) {
        const hz = 480;
        sky(s, ['#5a6a80', '#8a98a8', '#c8ccd0']);
        cloudBars(s, 100, 120, 400, '#e8ecef', 0.6);
        cloudBars(s, 700, 200, 360, '#e8ecef', 0.5);
        water(s, { y: hz, colors: ['#3a5060', '#2a3c4a'], bottom: 700, lines: 14 });
        seaStacks(
          s,
          [
            [760, hz + 60, 150, 320],
            [900, hz + 50, 110, 250],
            [1000, hz + 40, 70, 150],
          ],
          '#1e1e24',
        );
        basaltColumns(s, -20, 420, 760, 200, 420, { color: '#24242a', light: '#3a3a42' });
        s.path('M-20 300Q100 260 200 280L420 360L420 560H-20Z', '#2a2a30');
        s.path(rect(0, 690, s.W, 210), s.grad(['#2a2a2e', '#141416']));
        s.meta.bottom = '#141416';
        foam(
          s,
          [
            [380, 700],
            [700, 690],
            [1000, 706],
            [1240, 696],
          ],
          '#f4f6f8',
          6,
          0.85,
        );
        foam(
          s,
          [
            [420, 730],
            [800, 724],
            [1240, 736],
          ],
          '#e4e8ec',
          3,
          0.6,
        );
        people(
          s,
          [
            [600, 800, 2.4],
            [640, 806, 2.2],
          ],
          '#c8402e',
        );
      },
    },
    {
      alt: 'La cascata di Seljalandsfoss al tramonto vista da dietro il velo d’acqua',
      draw(s) {
        sky(s, ['#3a4a7a', '#b07a8a', '#f6b07a', '#fbd8a0']);
        sun(s, 640, 560, 70, { core: '#fff2cc', halo: '#ffb87a', haloOp: 0.8 });
        ridge(s, { y: 620, amp: 10, rough: 0.3, fill: '#7a6a7a', bottom: 640 });
        s.path(rect(0, 620, s.W, 280), s.grad(['#8a7a5a', '#4a4a34']));
        s.meta.bottom = '#2a2a24';
        waterfall(s, 640, -20, 120, 680, {
          color: '#fff4e6',
          shade: '#f0c8a8',
          spread: 1.6,
          op: 0.8,
        });
        s.path('M-20 -20H460Q380 200 420 500Q440 700 300 900H-20Z', '#2a2a24');
        s.path('M1220 -20H800Q900 200 860 500Q840 700 980 900H1220Z', '#2a2a24');
        s.path('M-20 -20H1220V60Q900 120 640 110Q380 120 -20 70Z', '#2a2a24');
        people(s, [[500, 720, 3]], '#1a1a18');
      },
    },
    {
      alt: 'Il sole di mezzanotte sul mare di Capo Nord',
      draw(s) {
        const hz = 560;
        sky(s, ['#3a5a8a', '#c89a8a', '#f8d090', '#fbe6b8']);
        sun(s, 760, 480, 56, { core: '#fff6d8', halo: '#ffd890', haloOp: 0.8 });
        cloudBars(s, 100, 300, 320, '#f8d8b0', 0.45);
        water(s, { y: hz, colors: ['#c8a890', '#6a7a98', '#3a4a6a'], lines: 0 });
        reflection(s, { x: 760, y: hz, w: 140, bottom: s.H, color: '#ffe4a8', op: 0.55 });
        ripples(s, { y: hz, bottom: s.H, n: 20, color: '#ffe8c8', op: 0.3 });
        s.path(`M-20 ${s.H}L-20 380L120 360L300 400L380 ${hz}L460 ${s.H}Z`, '#2a2a3a');
        s.path(`M-20 380L120 360L300 400L320 420L120 390L-20 410Z`, '#4a4a5a');
        place(
          s,
          160,
          360,
          1.6,
          '<path d="M-20 0L-20 -30A20 20 0 0 1 20 -30V0Z" fill="#2a2a3a"/><path d="M-3 -50V-30M-12 -40A12 12 0 0 1 12 -40" fill="none" stroke="#2a2a3a" stroke-width="3"/>',
        );
        s.meta.bottom = '#2a2a3a';
      },
    },
    {
      alt: 'Cavalli islandesi in un prato sotto le montagne',
      draw(s) {
        const hz = 520;
        sky(s, ['#6a9ac8', '#b0cce0', '#eceee4']);
        cloudPuff(s, 300, 200, 300, '#ffffff', 0.8);
        snowyRange(s, hz, {
          peaks: [
            [500, 220, 360],
            [1000, 160, 260],
          ],
          fill: ['#5a6a7a', '#7a8a90'],
          line: hz - 160,
          amp: 24,
          bottom: hz + 4,
        });
        s.path(rect(0, hz, s.W, s.H - hz), s.grad(['#9ab86a', '#6a8a44']));
        s.meta.bottom = '#6a8a44';
        for (const [x, y, k, fl, c] of [
          [300, 760, 4.4, false, '#7a4a2a'],
          [560, 720, 3.6, true, '#d8c8b0'],
          [800, 790, 4.8, false, '#3a2a24'],
          [1000, 700, 2.8, true, '#a86a3a'],
        ])
          animal(s, 'zebra', x, y, k, c, { flip: fl });
        grass(s, { x0: 0, x1: 1200, y: 860, n: 50, h: 24, color: '#4a6a2e' });
      },
    },
    {
      alt: 'Le acque azzurro latte della Laguna Blu tra la lava nera',
      draw(s) {
        sky(s, ['#7a94b0', '#b4c4d0', '#e2e6e6']);
        ridge(s, {
          y: 420,
          amp: 20,
          rough: 0.4,
          fill: '#6a7480',
          bottom: 440,
          smooth: true,
          step: 30,
        });
        s.path(rect(0, 430, s.W, 470), '#2a2a2e');
        s.path(
          'M-20 560Q300 500 700 520Q1000 540 1220 510V820Q900 860 500 840Q200 830 -20 860Z',
          '#8fd4d8',
        );
        s.path(
          'M-20 600Q300 560 700 580Q1000 590 1220 570V640Q800 660 400 650Q100 650 -20 670Z',
          '#b8ecec',
          { opacity: 0.6 },
        );
        mist(s, 600, 160, '#ffffff', 0.55);
        mist(s, 700, 120, '#ffffff', 0.35);
        s.path('M-20 900L-20 820Q300 860 520 840Q800 830 1220 860V900Z', '#1e1e22');
        s.path('M900 520Q960 470 1040 500Q1100 530 1080 560Q1000 570 920 556Z', '#1e1e22');
        s.meta.bottom = '#1e1e22';
        people(
          s,
          [
            [400, 700, 2],
            [460, 706, 2],
            [800, 690, 1.8],
          ],
          '#2a2a30',
        );
      },
    },
  ],
};
