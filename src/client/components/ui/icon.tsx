import { createElement, type ReactNode, type SVGProps } from 'react';

/** An icon's drawing as lucide ships it (`__iconData` of `lucide-react/icons/<name>`). */
export interface IconDrawing {
  name: string;
  node: [tag: string, attributes: Record<string, string>][];
}

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  size?: number | string;
  children?: ReactNode;
};

/** Told apart by a label or a role, an icon is read out; otherwise it is decoration. */
const describes = (prop: string) => prop.startsWith('aria-') || prop === 'role' || prop === 'title';

/**
 * The site's icons: lucide's drawings in lucide's frame (24 units, a stroke of 2 in the text's
 * colour), built once per icon. lucide's own component builds its attributes and shapes again at
 * every render, a few milliseconds of each page's start on a phone. The build draws every
 * `lucide-react` icon the site imports with this (scripts/build/site-icons.ts).
 */
export function siteIcon({ node }: IconDrawing) {
  const shapes = node.map(([tag, attributes]) => createElement(tag, attributes));
  return function Icon({ size = 24, strokeWidth = 2, children, ...props }: IconProps) {
    const decorative =
      children == null &&
      !Object.entries(props).some(([prop, value]) => value != null && describes(prop));
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={decorative || undefined}
        {...props}
      >
        {shapes}
        {children}
      </svg>
    );
  };
}
