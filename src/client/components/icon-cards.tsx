import type { ComponentType } from 'react';

export type IconCard = {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  text: string;
};

/** A row of short reasons, each with its icon: the about page's values, the team's strengths. */
export function IconCards({ items }: { items: readonly IconCard[] }) {
  return (
    <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ icon: Icon, title, text }) => (
        <li
          key={title}
          className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]"
        >
          <Icon className="size-8 text-sea-600" aria-hidden />
          <h3 className="mt-4 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-navy-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
