// Small colour helpers (hex strings in, hex strings out).

function parse(hex) {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}

function hex(rgb) {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** Linear mix of two colours, t = 0 gives a, t = 1 gives b. */
export function mix(a, b, t) {
  const x = parse(a);
  const y = parse(b);
  return hex(x.map((v, i) => v + (y[i] - v) * t));
}

/** amount > 0 lightens towards white, < 0 darkens towards black. */
export function shade(c, amount) {
  return amount >= 0 ? mix(c, '#ffffff', amount) : mix(c, '#000000', -amount);
}

/** The colour of a gradient at position t (0..1), stops evenly spaced. */
export function sample(colors, t) {
  if (colors.length === 1) return colors[0];
  const x = Math.max(0, Math.min(1, t)) * (colors.length - 1);
  const i = Math.min(colors.length - 2, Math.floor(x));
  return mix(colors[i], colors[i + 1], x - i);
}
