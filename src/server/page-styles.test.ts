import { describe, expect, it } from 'vitest';
import { classesOf, stylePieces } from '../../scripts/page-styles/pieces.ts';
import { classesIn, pageStylesTag } from './page-styles.ts';

// A stylesheet as Tailwind builds it: layers, media queries, escaped names, group variants.
const css = [
  '/*! tailwindcss */@layer theme,base,utilities;',
  '@layer theme{:root{--color-navy-900:#14233f;--color-sea-600:#1f7f7a;--radius-card:1.25rem}}',
  '@layer base{*,:before{box-sizing:border-box;--tw-border-style:solid}h1{font-weight:600}}',
  '@layer utilities{.hidden{display:none}.flex{display:flex}.w-1\\/2{width:50%}',
  '.text-navy-900{color:var(--color-navy-900)}.border{border-style:var(--tw-border-style)}',
  '.min-h-\\[88svh\\]{min-height:88svh}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}',
  '.group-hover\\:underline:is(:where(.group):hover *){text-decoration:underline}',
  '@media (width>=48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
].join('');
const pieces = stylePieces(css);
const stylesOf = (html: string) =>
  pageStylesTag({ stylesheet: '/assets/index-abc.css', pieces }, html).match(
    /^<style id="page-styles" data-stylesheet="\/assets\/index-abc.css">(.*)<\/style>$/,
  )![1];

describe("a page's own stylesheet", () => {
  it('reads the classes a selector needs as the HTML writes them', () => {
    expect(classesOf('.w-1\\/2')).toEqual(['w-1/2']);
    expect(classesOf('.\\[\\&\\>svg\\]\\:size-4>svg')).toEqual(['[&>svg]:size-4']);
    expect(classesOf('.group-hover\\:underline:is(:where(.group):hover *)')).toEqual([
      'group-hover:underline',
      'group',
    ]);
    expect(classesOf('.\\32 xl\\:flex')).toEqual(['2xl:flex']);
    expect(classesOf('*,:before')).toEqual([]);
  });

  it('is the whole stylesheet (but its comments) when the page uses every class', () => {
    const everything =
      '<div class="hidden flex w-1/2 min-h-[88svh] [&amp;&gt;svg]:size-4 group group-hover:underline md:flex md:grid text-navy-900 border" style="border-radius:var(--radius-card);outline-color:var(--color-sea-600)"></div>';
    expect(stylesOf(everything)).toBe(css.replace('/*! tailwindcss */', ''));
  });

  it('keeps what every page needs and only the rules of the classes the page uses', () => {
    const styles = stylesOf('<main class="flex md:grid"><h1 class="w-1/2">Maldive</h1></main>');
    expect(styles).toContain('@layer theme,base,utilities;');
    expect(styles).toContain('*,:before{box-sizing:border-box;}h1{font-weight:600}');
    expect(styles).toContain('.flex{display:flex}.w-1\\/2{width:50%}');
    expect(styles).toContain('@media (width>=48rem){.md\\:grid{display:grid}}');
    expect(styles).toContain('@keyframes spin');
    for (const dropped of ['.hidden', '.md\\:flex', 'min-h-', 'size-4', 'underline'])
      expect(styles).not.toContain(dropped);
    // A group none of whose rules the page keeps goes too.
    expect(stylesOf('<main class="flex"></main>')).not.toContain('@media');
  });

  it("keeps a custom property's definitions only when something the page keeps uses it", () => {
    const plain = stylesOf('<h1 class="flex">Maldive</h1>');
    expect(plain).toContain(':root{}');
    for (const dropped of ['--color-', '--radius-card', '--tw-border-style'])
      expect(plain).not.toContain(dropped);

    // Used by a kept rule: its theme value; by the page's own style attribute: the same.
    const styled = stylesOf(
      '<h1 class="text-navy-900" style="border-radius:var(--radius-card)">Maldive</h1>',
    );
    expect(styled).toContain(':root{--color-navy-900:#14233f;--radius-card:1.25rem}');
    expect(styled).not.toContain('--color-sea-600');

    // Tailwind's own defaults: the starting value and the registered property, both kept.
    const bordered = stylesOf('<div class="border"></div>');
    expect(bordered).toContain('*,:before{box-sizing:border-box;--tw-border-style:solid}');
    expect(bordered).toContain('@property --tw-border-style{');
  });

  it('keeps a group variant only when the page has the group too', () => {
    expect(stylesOf('<a class="group-hover:underline">x</a>')).not.toContain('underline');
    expect(stylesOf('<a class="group"><span class="group-hover:underline">x</span></a>')).toContain(
      '.group-hover\\:underline',
    );
  });

  it('decodes the entities React writes in class attributes', () => {
    expect(classesIn('<p class="[&amp;&gt;svg]:size-4 a&#x27;b"></p>')).toEqual(
      new Set(['[&>svg]:size-4', "a'b"]),
    );
  });
});
