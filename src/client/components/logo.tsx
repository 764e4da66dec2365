import { cn } from './ui/cn.ts';

const sizes = {
  xsmall: { mark: 'size-7', text: 'text-base' },
  small: { mark: 'size-8', text: 'text-lg' },
  medium: { mark: 'size-10', text: 'text-xl' },
  large: { mark: 'size-12', text: 'text-2xl' },
  xlarge: { mark: 'size-16', text: 'text-3xl' },
} as const;

/** Two sails over a wave: the mistral that fills them. `tone` follows the background. */
export function Logo({
  size = 'medium',
  tone = 'dark',
  name,
}: {
  size?: keyof typeof sizes;
  tone?: 'dark' | 'light';
  name: string;
}) {
  const light = tone === 'light';
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 64 64" className={sizes[size].mark} aria-hidden>
        <rect width="64" height="64" rx="14" fill={light ? '#ffffff' : '#14233f'} />
        <path d="M32 10 L32 50 L14 50 Z" fill={light ? '#14233f' : '#f3efe6'} />
        <path d="M35 16 L35 50 L50 50 Z" fill="#d4a72c" />
        <path
          d="M10 54 Q21 49 32 54 T54 54"
          fill="none"
          stroke="#2a8f8a"
          strokeWidth="3.5"
          strokeLinecap="round"
        />
      </svg>
      <span
        className={cn(
          'font-display leading-none font-semibold tracking-tight',
          sizes[size].text,
          light ? 'text-white' : 'text-navy-900',
        )}
      >
        {name}
      </span>
    </span>
  );
}
