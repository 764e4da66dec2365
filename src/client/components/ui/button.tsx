import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

const variants = {
  primary: 'bg-navy-900 text-white hover:bg-navy-700',
  accent: 'bg-gold-500 text-navy-950 hover:bg-gold-400',
  secondary: 'bg-sea-600 text-white hover:bg-sea-700',
  outline: 'border border-navy-200 bg-white text-navy-900 hover:bg-navy-50',
  ghost: 'text-navy-900 hover:bg-navy-50',
  whatsapp: 'bg-whatsapp text-white hover:bg-whatsapp-dark',
} as const;

const sizes = {
  sm: 'min-h-10 px-4 text-sm',
  md: 'min-h-12 px-5 text-base',
  lg: 'min-h-14 px-7 text-lg',
  icon: 'size-12',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

/** For links that look like buttons: `<Link className={buttonClasses('accent')}>`. */
export function buttonClasses(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
  );
}

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonClasses(variant, size), className)} {...props} />;
}
