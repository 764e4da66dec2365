import type { ReactElement } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { OCCUPANCY_DAYS, type TodayFigures } from '#domain/today.ts';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { adminCard } from '../admin-page.tsx';

// The site's own colours (styles.css): navy, sea and gold.
const colours = {
  navy: '#2c4270',
  sea: '#1f7571',
  gold: '#d4a72c',
  free: '#b7cde0',
  grid: '#dfe5f0',
  text: '#14233f',
};

/** The legend's words in the text's colour, whatever the bar's. */
const legendText = (value: string) => <span style={{ color: colours.text }}>{value}</span>;

/** "02/03": a week by its Monday. */
const shortDay = (day: string) => formatDate(day).slice(0, 5);

/**
 * A chart with its caption and, for screen readers, the same figures as a table: the drawing
 * itself is hidden from them and takes no focus (no `accessibilityLayer`).
 */
function Chart({
  title,
  summary,
  table,
  height = 260,
  children,
}: {
  title: string;
  summary: string;
  table: { headings: string[]; rows: (string | number)[][] };
  height?: number;
  children: ReactElement;
}) {
  return (
    <figure className={`${adminCard} min-w-0`}>
      <figcaption>
        <h3 className="font-sans text-lg font-semibold text-navy-900">{title}</h3>
        <p className="text-sm text-navy-700">{summary}</p>
      </figcaption>
      <div aria-hidden className="mt-4" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <thead>
          <tr>
            {table.headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The last weeks in bookings, seats and money, and how full the next departures are. */
export function TodayFiguresCharts({ figures }: { figures: TodayFigures }) {
  const weeks = figures.weeks.map((week) => ({ ...week, label: shortDay(week.start) }));
  const total = (pick: (week: (typeof weeks)[number]) => number) =>
    weeks.reduce((sum, week) => sum + pick(week), 0);
  const occupancy = figures.occupancy.map((departure) => ({
    ...departure,
    label: `${departure.title} · ${shortDay(departure.startDate)}`,
    free: departure.total - departure.sold,
  }));
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Chart
        title="Prenotazioni e posti, settimana per settimana"
        summary={`Ultime ${weeks.length} settimane: ${total((w) => w.bookings)} prenotazioni, ${total((w) => w.seats)} posti (senza le annullate).`}
        table={{
          headings: ['Settimana dal', 'Prenotazioni', 'Posti'],
          rows: weeks.map((week) => [week.label, week.bookings, week.seats]),
        }}
      >
        <BarChart data={weeks} accessibilityLayer={false}>
          <CartesianGrid stroke={colours.grid} vertical={false} />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} width={32} />
          <Tooltip />
          <Legend formatter={legendText} />
          <Bar dataKey="bookings" name="Prenotazioni" fill={colours.navy} />
          <Bar dataKey="seats" name="Posti" fill={colours.sea} />
        </BarChart>
      </Chart>
      <Chart
        title="Incassi, settimana per settimana"
        summary={`Ultime ${weeks.length} settimane: ${formatEuro(total((w) => w.deposits))} di caparre, ${formatEuro(total((w) => w.balances))} di saldi e acconti.`}
        table={{
          headings: ['Settimana dal', 'Caparre', 'Saldi e acconti'],
          rows: weeks.map((week) => [
            week.label,
            formatEuro(week.deposits),
            formatEuro(week.balances),
          ]),
        }}
      >
        <BarChart data={weeks} accessibilityLayer={false}>
          <CartesianGrid stroke={colours.grid} vertical={false} />
          <XAxis dataKey="label" />
          <YAxis width={64} tickFormatter={(value: number) => formatEuro(value)} />
          <Tooltip formatter={(value) => formatEuro(Number(value))} />
          <Legend formatter={legendText} />
          <Bar dataKey="deposits" name="Caparre" stackId="money" fill={colours.sea} />
          <Bar dataKey="balances" name="Saldi e acconti" stackId="money" fill={colours.gold} />
        </BarChart>
      </Chart>
      <div className="xl:col-span-2">
        <Chart
          title="Riempimento delle prossime partenze"
          summary={
            occupancy.length === 0
              ? `Nessuna partenza nei prossimi ${OCCUPANCY_DAYS} giorni.`
              : `Le prossime ${occupancy.length} partenze: posti venduti e liberi.`
          }
          height={Math.max(120, occupancy.length * 34 + 60)}
          table={{
            headings: ['Partenza', 'Venduti', 'Posti'],
            rows: occupancy.map((departure) => [departure.label, departure.sold, departure.total]),
          }}
        >
          <BarChart
            data={occupancy}
            layout="vertical"
            margin={{ left: 16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={colours.grid} horizontal={false} />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={170} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend formatter={legendText} />
            <Bar dataKey="sold" name="Venduti" stackId="seats" fill={colours.navy} />
            <Bar dataKey="free" name="Liberi" stackId="seats" fill={colours.free} />
          </BarChart>
        </Chart>
      </div>
    </div>
  );
}
