// Iceland and Norway pieces.
import { f, poly, rect, circ, smooth } from './core.mjs';
import { place, P, S } from './build.mjs';
import { makeRng } from './random.mjs';

/** Red wooden cabin (rorbu) with white trim; scale 1 ≈ 60 px wide; stilts optional. */
export function cabin(
  s,
  x,
  y,
  scale,
  { wall = '#b03a2e', trim = '#f3efe6', roof = '#2e2a2e', stilts = false, lit, flip = false } = {},
) {
  let inner = '';
  if (stilts) inner += S('M-24 0V14M-8 0V14M8 0V14M24 0V14', '#3a2e2a', 2.4);
  inner += P('M-30 0V-30L0 -52L30 -30V0Z', wall);
  inner += P('M-34 -28L0 -56L34 -28L30 -26L0 -50L-30 -26Z', roof);
  inner += P(rect(-18, -24, 10, 10) + rect(8, -24, 10, 10) + rect(-4, -44, 8, 8), lit ?? '#2a3440');
  inner += S('M-18 -24h10v10h-10zM8 -24h10v10h-10zM-4 -44h8v8h-8z', trim, 1.4);
  inner += S('M-30 0V-30M30 0V-30', trim, 1.6);
  place(s, x, y, scale, inner, { flip });
}

/** Lighthouse on y, height h. */
export function lighthouse(
  s,
  x,
  y,
  h,
  { body = '#f3efe6', band = '#c8402e', lamp = '#ffe7a0', dark = '#2a2a30', beam } = {},
) {
  const k = h / 100;
  if (beam) {
    s.path(
      poly([
        [x, y - 86 * k],
        [x - 700, y - 150 * k - 120],
        [x - 700, y - 40 * k + 60],
      ]),
      s.grad(
        [
          [0, beam, 0],
          [1, beam, 0.35],
        ],
        'h',
      ),
    );
    s.path(
      circ(x, y - 86 * k, 40 * k),
      s.radial([
        [0, beam, 0.8],
        [1, beam, 0],
      ]),
    );
  }
  const inner =
    P('M-10 0L-7 -76L7 -76L10 0Z', body) +
    P('M-9.2 -18L-8.4 -32L8.4 -32L9.2 -18ZM-8 -48L-7.4 -62L7.4 -62L8 -48Z', band) +
    P(rect(-10, -80, 20, 4), dark) +
    P(rect(-6, -92, 12, 12), lamp) +
    P('M-8 -92L0 -100L8 -92Z', band) +
    S('M-6 -80V-92M6 -80V-92M0 -80V-92', dark, 1);
  place(s, x, y, k, inner);
}

/** Row of Icelandic turf houses (white gables, grass roofs). */
export function turfHouses(
  s,
  x,
  y,
  scale,
  { grass = '#6f9a4a', gable = '#f3efe6', wood = '#3a2a24', dark = '#2a2a2a' } = {},
) {
  let g = '';
  let roofs = '';
  let wins = '';
  for (let i = 0; i < 4; i++) {
    const cx = i * 46;
    g += poly([
      [cx - 20, 0],
      [cx - 20, -30],
      [cx, -50],
      [cx + 20, -30],
      [cx + 20, 0],
    ]);
    roofs += `M${cx - 26} 2L${cx - 26} -28Q${cx} -62 ${cx + 26} -28L${cx + 26} 2Z`;
    wins += rect(cx - 6, -24, 12, 24) + rect(cx - 4, -42, 8, 8);
  }
  roofs += 'M-30 2Q70 -60 170 2Z';
  const inner =
    P(roofs, grass) +
    P(g, gable) +
    P(wins, dark) +
    S(
      'M-20 -30L0 -50L20 -30M26 -30L46 -50L66 -30M72 -30L92 -50L112 -30M118 -30L138 -50L158 -30',
      wood,
      2,
    );
  place(s, x, y, scale, inner);
}

/** Arctic Cathedral (Tromsø): stacked white triangles. */
export function arcticCathedral(
  s,
  x,
  y,
  h,
  { white = '#eef2f6', shadow = '#b8c4d4', glass = '#ffd98a' } = {},
) {
  let d = '';
  let sh = '';
  for (let i = 0; i < 6; i++) {
    const w = 50 - i * 7;
    const top = -100 + i * 8;
    d += poly([
      [-w - i * 6, 0],
      [0 - i * 6 + i * 6, top],
      [w - i * 6 + i * 6, 0],
    ]);
    if (i % 2)
      sh += poly([
        [0, top],
        [w, 0],
        [w - 4, 0],
        [0, top + 6],
      ]);
  }
  const inner =
    P(d, white) +
    P(sh, shadow, { opacity: 0.8 }) +
    P('M-10 0L0 -62L10 0Z', glass) +
    S('M0 -62V0M-5 -30H5', shadow, 1);
  place(s, x, y, h / 100, inner);
}

/** Basalt sea stacks (Reynisdrangar). */
export function seaStacks(s, list, color, { rim } = {}) {
  let d = '';
  for (const [x, y, w, h] of list)
    d += poly([
      [x - w / 2, y],
      [x - w * 0.42, y - h * 0.5],
      [x - w * 0.25, y - h * 0.82],
      [x - w * 0.08, y - h],
      [x + w * 0.05, y - h * 0.9],
      [x + w * 0.2, y - h * 0.7],
      [x + w * 0.36, y - h * 0.6],
      [x + w * 0.5, y],
    ]);
  s.path(d, color);
  if (rim) s.path(d, rim, { opacity: 0.25 });
}

/** Basalt column cliff: vertical stepped columns between x0 and x1. */
export function basaltColumns(
  s,
  x0,
  x1,
  base,
  hMin,
  hMax,
  { color = '#2a2a30', light = '#4a4a52' } = {},
) {
  const r = makeRng(s.sub());
  let d = '';
  let l = '';
  for (let x = x0; x < x1;) {
    const w = r.range(16, 30);
    const h = r.range(hMin, hMax) * (1 - 0.3 * Math.abs((x - x0) / (x1 - x0) - 0.5));
    d += rect(x, base - h, w, h + 2);
    l += rect(x, base - h, w * 0.35, h);
    x += w;
  }
  s.path(d, color);
  s.path(l, light, { opacity: 0.5 });
}

/** Kirkjufell: the arrowhead mountain with terraced bands. */
export function kirkjufell(
  s,
  x,
  base,
  w,
  h,
  { rock = '#3a4a4a', band = '#5a6a5a', snow = '#eef3f4', snowy = false } = {},
) {
  const pts = [
    [x - w * 0.75, base],
    [x - w * 0.5, base - h * 0.16],
    [x - w * 0.3, base - h * 0.42],
    [x - w * 0.12, base - h * 0.78],
    [x + w * 0.04, base - h],
    [x + w * 0.1, base - h * 0.96],
    [x + w * 0.16, base - h * 0.74],
    [x + w * 0.24, base - h * 0.4],
    [x + w * 0.36, base - h * 0.14],
    [x + w * 0.5, base],
  ];
  const d = smooth(pts) + 'Z';
  s.path(d, rock);
  const id = s.id();
  s.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  let b = '';
  for (let i = 1; i < 7; i++) {
    const yy = base - h * (i / 7.5);
    b += `M${f(x - w)} ${f(yy + 18)}Q${f(x)} ${f(yy - 20)} ${f(x + w)} ${f(yy + 12)}`;
  }
  s.add(
    `<g clip-path="url(#${id})"><path d="${b}" fill="none" stroke="${snowy ? snow : band}" stroke-width="${f(h * 0.03)}" opacity="0.7"/>${snowy ? `<path d="${rect(x - w, base - h, w * 2, h * 0.25)}" fill="${snow}" opacity="0.9"/>` : ''}</g>`,
  );
}

/** Glacier tongue flowing between mountains: from (x, top) widening down to base. */
export function glacier(
  s,
  x,
  top,
  w,
  base,
  { ice = '#e6f2f8', blue = '#9fcbe0', dirt = '#6a6a70' } = {},
) {
  const d = `M${f(x - w * 0.2)} ${f(top)}C${f(x - w * 0.3)} ${f(top + (base - top) * 0.5)} ${f(x - w * 0.55)} ${f(base - 40)} ${f(x - w * 0.7)} ${f(base)}L${f(x + w * 0.7)} ${f(base)}C${f(x + w * 0.5)} ${f(base - 40)} ${f(x + w * 0.3)} ${f(top + (base - top) * 0.5)} ${f(x + w * 0.2)} ${f(top)}Z`;
  s.path(
    d,
    s.grad([
      [0, ice],
      [1, blue],
    ]),
  );
  const r = makeRng(s.sub());
  let c = '';
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const yy = top + (base - top) * t;
    const hw = w * (0.2 + 0.5 * t * t);
    c += `M${f(x - hw * 0.8)} ${f(yy)}Q${f(x)} ${f(yy + 18 + t * 30)} ${f(x + hw * 0.8)} ${f(yy + r.range(-6, 6))}`;
  }
  s.stroke(c, blue, 3, { opacity: 0.8 });
  s.stroke(
    `M${f(x - w * 0.05)} ${f(top + 20)}C${f(x - w * 0.1)} ${f(base - 200)} ${f(x - w * 0.2)} ${f(base - 60)} ${f(x - w * 0.25)} ${f(base)}`,
    dirt,
    6,
    { opacity: 0.5 },
  );
}
