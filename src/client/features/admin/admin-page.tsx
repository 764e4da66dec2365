import { useEffect, type ReactNode } from 'react';

/** The tab shows the section, then where it is: "Prenotazioni – Area staff | …". */
export function useAdminTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} – Area staff | ${previous.split('|').pop()?.trim() ?? ''}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** A back-office section: its heading, a line of help, what it can add, then its content. */
export function AdminPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useAdminTitle(title);
  return (
    <section aria-labelledby="admin-title" className="mx-auto max-w-7xl px-4 py-8 md:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="admin-title" className="text-3xl font-semibold md:text-4xl">
            {title}
          </h1>
          {intro && <p className="mt-2 max-w-2xl text-navy-700">{intro}</p>}
        </div>
        {actions}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
