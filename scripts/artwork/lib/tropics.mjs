// Beaches, lagoons and jungle pieces.
import { f, poly, rect, circ, ell, smooth } from './core.mjs';
import { place, P, S } from './build.mjs';
import { makeRng } from './random.mjs';

/** Overwater bungalow on stilts; y = water line; scale 1 ≈ 64 px wide. */
export function bungalow(
  s,
  x,
  y,
  scale,
  {
    roof = '#c49a5e',
    roofDark = '#8f6a3c',
    wall = '#e9dcc4',
    stilt = '#5a4330',
    win = '#4a3a30',
    flip = false,
  } = {},
) {
  const inner =
    S('M-24 0V-14M-8 0V-14M8 0V-14M24 0V-14', stilt, 2.2) +
    P(rect(-32, -15, 64, 3.5), stilt) +
    P(rect(-22, -31, 44, 16), wall) +
    P(rect(-6, -27, 10, 12) + rect(8, -27, 9, 7), win) +
    P('M-34 -29L34 -29L20 -46Q0 -50 -20 -46Z', roof) +
    S('M-26 -33L26 -33M-20 -39L20 -39', roofDark, 1.2, { opacity: 0.6 }) +
    P('M-34 -29L34 -29L33 -27L-33 -27Z', roofDark);
  place(s, x, y, scale, inner, { flip });
}

/** Rounded granite boulder with vertical erosion grooves. */
export function boulder(
  s,
  cx,
  base,
  w,
  h,
  { color = '#b59586', dark = '#7f6660', light = '#d9bfae', grooves = 5, seed } = {},
) {
  const r = makeRng(seed ?? s.sub());
  const pts = [];
  const n = 10;
  for (let i = 0; i < n; i++) {
    const a = Math.PI + (i / (n - 1)) * Math.PI;
    const k = r.range(0.86, 1.08);
    pts.push([
      cx + Math.cos(a) * w * 0.5 * k,
      base + Math.sin(a) * h * k * (i === 0 || i === n - 1 ? 0.05 : 1),
    ]);
  }
  const d = smooth([[cx - w * 0.52, base + 4], ...pts, [cx + w * 0.52, base + 4]]) + 'Z';
  const id = s.id();
  s.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  s.path(d, color);
  let g = '';
  for (let i = 0; i < grooves; i++) {
    const gx = cx + r.range(-0.4, 0.4) * w;
    g += `M${f(gx)} ${f(base - h * 1.1)}Q${f(gx + r.range(-20, 20))} ${f(base - h * 0.5)} ${f(gx + r.range(-15, 15))} ${f(base)}`;
  }
  s.add(
    `<g clip-path="url(#${id})"><path d="${ell(cx + w * 0.22, base - h * 0.1, w * 0.42, h * 0.85)}" fill="${dark}" opacity="0.45"/><path d="${ell(cx - w * 0.2, base - h * 0.85, w * 0.32, h * 0.3)}" fill="${light}" opacity="0.55"/><path d="${g}" fill="none" stroke="${dark}" stroke-width="${f(Math.max(3, w * 0.025))}" opacity="0.5"/></g>`,
  );
}

/** Fan palm leaf cluster (coco de mer / jungle), crown at (x, y). */
export function fanPalm(s, x, y, h, color, { leaves = 5, stem = true } = {}) {
  const r = makeRng(s.sub());
  let d = stem
    ? poly([
        [x - h * 0.025, y + h],
        [x - h * 0.012, y],
        [x + h * 0.012, y],
        [x + h * 0.025, y + h],
      ])
    : '';
  for (let i = 0; i < leaves; i++) {
    const a = -Math.PI / 2 + (i - (leaves - 1) / 2) * 0.62 + r.range(-0.1, 0.1);
    const L = h * r.range(0.25, 0.4);
    const lx = x + Math.cos(a) * L * 0.5;
    const ly = y + Math.sin(a) * L * 0.5;
    const R = L * 0.55;
    const pts = [];
    for (let k = 0; k <= 10; k++) {
      const b = a - 1.1 + (2.2 * k) / 10;
      const rr = R * (k % 2 ? 1 : 0.82);
      pts.push([lx + Math.cos(b) * rr, ly + Math.sin(b) * rr]);
    }
    d += poly([[x, y], ...pts]);
  }
  s.path(d, color);
}

/** Beach umbrella + two loungers. */
export function umbrella(
  s,
  x,
  y,
  scale,
  { cloth = '#f3efe6', stripe = '#2a8f8a', pole = '#5a4330' } = {},
) {
  const inner =
    S('M0 0V-40', pole, 2) +
    P('M-26 -36Q0 -52 26 -36Z', cloth) +
    P('M-9 -41.5Q0 -52 9 -41.5L0 -47Z', stripe) +
    P('M-40 0L-40 -4L-14 -4L-10 -10L-8 -9L-12 -2L-12 0Z', cloth, { opacity: 0.9 });
  place(s, x, y, scale, inner);
}

/** Tropical jungle canopy band: overlapping round crowns. */
export function canopy(s, { x0 = -40, x1 = s.W + 40, y, h, color, op, seed }) {
  const r = makeRng(seed ?? s.sub());
  let d = `M${x0} ${s.H}V${f(y)}`;
  const pts = [];
  for (let x = x0; x <= x1; x += h * r.range(0.35, 0.7)) pts.push([x, y - h * r.range(0.3, 1)]);
  let c = '';
  for (const [px, py] of pts) c += circ(px, py + h * 0.35, h * r.range(0.35, 0.55));
  d += `H${x1}V${s.H}Z`;
  s.path(d + c, color, { opacity: op });
}
