import type { ReactNode } from 'react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn.ts';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({
  value,
  title,
  children,
  className,
}: {
  value: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <AccordionPrimitive.Item value={value} className={cn('border-b border-navy-100', className)}>
      <AccordionPrimitive.Header>
        <AccordionPrimitive.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 py-3 text-left font-semibold">
          {title}
          <ChevronDown
            className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180"
            aria-hidden
          />
        </AccordionPrimitive.Trigger>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className="pb-4 text-navy-700">
        {children}
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
