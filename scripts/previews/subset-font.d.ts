// subset-font ships no types: the one call the previews make.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: {
      targetFormat: 'truetype' | 'woff' | 'woff2' | 'sfnt';
      variationAxes?: Record<string, number | { min: number; max: number }>;
    },
  ): Promise<Buffer>;
}
