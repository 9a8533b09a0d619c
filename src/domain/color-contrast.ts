// WCAG 2 contrast helpers used to derive readable foregrounds for brand colours we do not
// control (a brand's primary may be too light for white text, or too dark for black).

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function relativeLuminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const ra = parseHex(a);
  const rb = parseHex(b);
  if (!ra || !rb) return 1;
  const la = relativeLuminance(ra);
  const lb = relativeLuminance(rb);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * A solid background close to `hex` and a text colour on it with at least `minRatio` contrast:
 * light colours get near-black text; otherwise the colour is darkened until white text passes.
 */
export function accessibleSolid(hex: string, minRatio = 4.5): { solid: string; foreground: string } {
  const rgb = parseHex(hex);
  if (!rgb) return { solid: hex, foreground: '#ffffff' };
  const white = '#ffffff';
  const ink = '#0b0d14';
  if (contrastRatio(hex, white) >= minRatio) return { solid: toHex(rgb), foreground: white };
  if (relativeLuminance(rgb) > 0.4 && contrastRatio(hex, ink) >= minRatio) {
    return { solid: toHex(rgb), foreground: ink };
  }
  for (let factor = 0.96; factor > 0.2; factor -= 0.04) {
    const darker = toHex([rgb[0] * factor, rgb[1] * factor, rgb[2] * factor]);
    if (contrastRatio(darker, white) >= minRatio) return { solid: darker, foreground: white };
  }
  return { solid: toHex(rgb), foreground: ink };
}
