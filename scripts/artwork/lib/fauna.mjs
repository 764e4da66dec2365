// Animal silhouettes, drawn once per file in <defs> and placed with <use>.
import { f, circ, ell } from './core.mjs';

const SHAPES = {
  giraffe: [
    'M-22 0L-21 -44C-28 -47 -29 -57 -22 -61C-12 -64 -2 -67 6 -69L24 -103L25 -111L27 -111L27.5 -105L30 -106L31 -112L33 -112L32.5 -105L39 -100L39.5 -97L32 -95.5L18 -64C18 -56 17 -50 14 -46L13.5 0L10.5 0L10 -42L8.5 -42L7.5 0L4.5 0L4.5 -42C-4 -41 -10 -41 -14 -42L-14 0L-17 0L-17.5 -41L-18.5 -41L-19.5 0Z',
    'M-25 -55L-30 -37L-28 -37L-23.5 -54Z',
  ],
  elephant: [
    'M-42 0L-42 -20C-48 -38 -40 -56 -14 -60C4 -62 20 -60 28 -54C36 -62 50 -58 52 -44C54 -34 51 -24 51 -14C51 -8 53 -5 57 -4L56 -1C49 -1 45 -6 45 -14C45 -20 43 -24 40 -26L36 -22L36 0L26 0L26 -18C16 -15 4 -15 -6 -18L-8 0L-18 0L-20 -18L-24 -18L-26 0L-34 0L-35 -8L-36 0Z',
    'M-43 -40L-47 -20L-45 -20L-42 -36Z',
  ],
  elephantEar: 'M26 -52C16 -48 14 -34 20 -24C28 -26 36 -34 35 -46Z',
  tusk: 'M40 -27C44 -20 48 -17 53 -17C48 -21 45 -24 43 -29Z',
  lion: [
    'M-30 0L-29.5 -17C-34 -22 -34 -30 -27 -32C-10 -33 4 -33 10 -34C12 -42 20 -46 28 -44C34 -42 37 -37 37 -32L42 -29L41 -25L36 -23C34 -18 30 -14 26 -14L24 -12L23 0L19.5 0L19 -12L16 -14L14 0L10.5 0L10 -15C2 -16 -12 -16 -20 -16L-19 0L-22.5 0L-24 -13L-26 0Z',
    'M-31 -28C-40 -27 -42 -18 -40 -9L-38 -9C-40 -17 -38 -24 -30.5 -25Z' + circ(-39, -8, 2.6),
  ],
  lioness: [
    'M-30 0L-29.5 -16C-34 -21 -33 -28 -26 -29C-10 -30 6 -31 14 -30C18 -34 24 -36 30 -34L36 -29L35 -25L29 -23C26 -20 24 -17 22 -14L21 0L17.5 0L17 -13L14 -13L13 0L9.5 0L9 -14C0 -15 -12 -15 -20 -15L-19 0L-22.5 0L-24 -12L-26 0Z',
    'M-31 -26C-40 -25 -42 -16 -40 -8L-38 -8C-40 -15 -38 -22 -30.5 -23Z',
    'M27 -34.5L28.5 -39L31 -35Z',
  ],
  zebra:
    'M-27 0L-26.5 -20C-32 -23 -32 -33 -24 -35L10 -36C14 -38 20 -46 25 -52L27 -57L28.5 -52L38 -40L38 -36L33 -35C28 -38 24 -36 20 -28L19 -24L19 0L16 0L15.5 -20L13 -20L13 0L10 0L9.5 -21C0 -20 -14 -20 -20 -21L-19.5 0L-22.5 0L-23 -18L-24 0ZM-28.5 -32L-33 -18L-31.5 -18L-30 -24Z',
  wildebeest: [
    'M-24 0L-23.5 -18C-27 -21 -27 -28 -21 -29L0 -31C6 -38 13 -40 18 -36L23 -31L26 -28L29 -14L28 -11L24 -11L22 -17L19 -17L17 -20L16.5 0L13.5 0L13 -16L11 -16L10.5 0L7.5 0L7.5 -18C-4 -19 -12 -19 -17 -17L-17 0L-20 0L-21 -14L-22 0Z',
    'M22 -30C16 -35 18 -40 24 -40L24 -38C20 -38 20 -34 24 -31Z',
    'M-25 -26L-29 -12L-27 -12L-24.5 -23Z',
  ],
  camel: [
    'M-30 -32C-32 -40 -24 -46 -16 -44C-10 -60 6 -62 12 -46C16 -42 22 -42 26 -46C30 -54 31 -64 36 -68L44 -66L48 -62L46 -59L40 -60C36 -52 34 -42 26 -34L22 -30L21 0L18 0L17.5 -29L15 -29L14.5 0L11.5 0L11 -30C2 -28 -10 -28 -16 -30L-17 0L-20 0L-21 -29L-23 -29L-24 0L-27 0L-28 -30Z',
    'M-30 -38L-34 -20L-32.5 -20L-29.5 -34Z',
  ],
  llama: [
    'M-24 -30C-28 -36 -28 -46 -20 -48L6 -48C8 -56 8 -64 10 -68L10.5 -77L12.5 -77L13.5 -70L15 -78L17 -77L16.5 -70L24 -66L24.5 -63L17 -61C16 -54 16 -48 14 -42L12 -30L12 0L9 0L8.5 -28L6 -28L5.5 0L2.5 0L2.5 -28C-6 -27 -14 -27 -18 -28L-18 0L-21 0L-21.5 -27L-23 0L-26 0Z',
    'M-23 -44C-30 -44 -30 -38 -25 -36Z',
  ],
  fish: 'M-10 0C-4 -6 6 -6 10 0C6 6 -4 6 -10 0ZM-9 0L-16 -5L-15 0L-16 5Z',
  dolphin:
    'M-30 4C-20 -6 0 -10 18 -6L24 -8L22 -4C28 -2 32 0 34 2L28 3C20 6 0 8 -20 6L-26 10L-26 6L-34 4Z',
};

/** Place an animal: kind, foot position, scale, fill; facing right unless flip. */
export function animal(s, kind, x, y, scale, fill, { flip = false, op } = {}) {
  const id = s.once('an-' + kind, (i) => {
    const shape = SHAPES[kind];
    if (typeof shape === 'string') return `<path id="${i}" d="${shape}"/>`;
    return `<g id="${i}">${shape.map((d) => `<path d="${d}"/>`).join('')}</g>`;
  });
  const sx = flip ? -scale : scale;
  s.add(
    `<use href="#${id}" transform="translate(${f(x)} ${f(y)}) scale(${r3(sx)} ${r3(scale)})" fill="${fill}"${op ? ` opacity="${op}"` : ''}/>`,
  );
}
const r3 = (v) => Math.round(v * 1000) / 1000;

/** Elephant with ear and tusk details. */
export function elephant(s, x, y, scale, fill, { flip = false, ear, tusk = '#efe6cf' } = {}) {
  animal(s, 'elephant', x, y, scale, fill, { flip });
  if (ear) animal(s, 'elephantEar', x, y, scale, ear, { flip });
  if (tusk && scale > 0.8) animal(s, 'tusk', x, y, scale, tusk, { flip });
}

/** Zebra with stripes (clipped to the body). */
export function zebra(s, x, y, scale, { flip = false, body = '#f1ece1', stripe = '#1c1a1f' } = {}) {
  const id = s.once('an-zebra', (i) => `<path id="${i}" d="${SHAPES.zebra}"/>`);
  const clip = s.once('zebra-clip', (i) => `<clipPath id="${i}"><use href="#${id}"/></clipPath>`);
  const stripes = s.once('zebra-stripes', (i) => {
    let d = '';
    for (let k = -30; k < 18; k += 3.6) d += `M${f(k)} 2L${f(k + 3)} -40`;
    d += 'M18 -26L40 -30M17 -32L34 -44M20 -38L30 -52M22 -44L31 -50';
    return `<path id="${i}" d="${d}" stroke-width="1.7" fill="none"/>`;
  });
  const sx = flip ? -scale : scale;
  s.add(
    `<g transform="translate(${f(x)} ${f(y)}) scale(${r3(sx)} ${r3(scale)})"><use href="#${id}" fill="${body}"/><g clip-path="url(#${clip})"><use href="#${stripes}" stroke="${stripe}"/></g></g>`,
  );
}

/** Flamingo standing on one leg (height ~60 × scale). */
export function flamingo(
  s,
  x,
  y,
  scale,
  { body = '#f08aa0', dark = '#2a1c24', flip = false, op } = {},
) {
  const id = s.once('flamingo', (i) => {
    const b = 'M-13 -38C-8 -46 6 -45 10 -39C8 -32 -4 -30 -13 -38ZM-13 -38L-18 -36L-12 -35Z';
    const neck = 'M8 -40C15 -47 2 -52 4 -59C5 -64 12 -64 13 -59';
    return `<g id="${i}"><path d="${b}"/><path d="${neck}" fill="none" stroke="currentColor" stroke-width="2.6" stroke-linecap="round"/><path d="M-1 -33L-0.5 0M-1.5 -33L-5 -20L0 -16" fill="none" stroke="currentColor" stroke-width="1.1"/><path d="M12 -61L16.5 -58.5L14 -54Z" fill="${'#2a1c24'}"/></g>`;
  });
  const sx = flip ? -scale : scale;
  s.add(
    `<use href="#${id}" transform="translate(${f(x)} ${f(y)}) scale(${r3(sx)} ${r3(scale)})" fill="${body}" color="${body}"${op ? ` opacity="${op}"` : ''}/>`,
  );
  void dark;
}

/** Atlantic puffin (height ~26 × scale). */
export function puffin(s, x, y, scale, { flip = false } = {}) {
  const id = s.once('puffin', (i) => {
    const back = 'M-7 0C-11 -7 -10 -17 -6 -21C-3 -26 4 -26 6 -21C8 -17 7 -9 4 -2L2 0Z';
    const belly = 'M0 -1C5 -6 5.5 -14 3.5 -18C1 -14 -1 -8 -3 -1Z';
    const face = ell(2.5, -20.5, 3.2, 2.6);
    const beak = 'M5.5 -22.5L11 -20L5.5 -17.5Z';
    const feet = 'M-2 0h5v1.5h-5ZM2 0h5v1.5h-5Z';
    return `<g id="${i}"><path d="${back}" fill="#17161b"/><path d="${belly + face}" fill="#f4f1ea"/><path d="${beak}" fill="#e8632b"/><path d="${feet}" fill="#e8862b"/><path d="${circ(3.2, -20.8, 0.8)}" fill="#17161b"/></g>`;
  });
  const sx = flip ? -scale : scale;
  s.add(
    `<use href="#${id}" transform="translate(${f(x)} ${f(y)}) scale(${r3(sx)} ${r3(scale)})"/>`,
  );
}

/** A school of small fish. */
export function school(s, { x, y, n, spread, size, color, op = 0.8, flip = false }) {
  let k = 0;
  const rng = s.rng;
  for (let i = 0; i < n; i++) {
    k++;
    animal(
      s,
      'fish',
      x + rng.range(-spread, spread),
      y + rng.range(-spread * 0.4, spread * 0.4),
      size * rng.range(0.75, 1.2),
      color,
      {
        flip,
        op,
      },
    );
  }
  return k;
}
