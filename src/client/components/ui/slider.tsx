import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from './cn.ts';

/** A range slider with one thumb per value, each with its own accessible name. */
export function Slider({
  thumbLabels,
  className,
  ...props
}: SliderPrimitive.SliderProps & { thumbLabels: string[] }) {
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-10 w-full touch-none items-center select-none', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow rounded-full bg-navy-100">
        <SliderPrimitive.Range className="absolute h-full rounded-full bg-sea-600" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label) => (
        <SliderPrimitive.Thumb
          key={label}
          aria-label={label}
          className="block size-6 rounded-full border-2 border-sea-600 bg-white shadow focus-visible:outline-2 focus-visible:outline-sea-600"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
