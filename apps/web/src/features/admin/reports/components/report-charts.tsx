import { useEffect, useMemo, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { BOOKING_STATUSES } from '@rental/shared/constants';
import type { Report } from '@rental/shared/reports';
import { adminStatusVariant } from '@rental/shared/status-colours';

// docs/product.md#reports: the two charts, drawn with Chart.js (only the bar pieces, so the chunk
// stays small) in a chunk of their own that only this screen loads
// (docs/decisions/020-reports-and-timeline.md). Each canvas is an image named by its figures;
// the tables beside them say the same in text.

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const cssColour = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--bs-${name}`).trim() || '#6c757d';

function BarChart({
  label,
  config,
  height,
}: {
  label: string;
  config: ChartConfiguration<'bar'>;
  height: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const chart = new Chart(canvas.current!, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div style={{ position: 'relative', height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

export function StatusChart({ report }: { report: Report }) {
  const { byStatus } = report.bookings;
  const counts = useMemo(() => BOOKING_STATUSES.map((s) => byStatus[s]), [byStatus]);
  const label = `Bookings by status: ${BOOKING_STATUSES.map((s, i) => `${s} ${counts[i]}`).join(', ')}.`;
  const config = useMemo(
    (): ChartConfiguration<'bar'> => ({
      type: 'bar',
      data: {
        labels: [...BOOKING_STATUSES],
        datasets: [
          {
            label: 'Bookings',
            data: counts,
            backgroundColor: BOOKING_STATUSES.map((s) => cssColour(adminStatusVariant(s))),
          },
        ],
      },
      options: {
        maintainAspectRatio: false,
        // Drawn at once: no motion, and a screenshot or a reader sees the final bars.
        animation: false,
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    }),
    [counts],
  );
  return <BarChart label={label} height={220} config={config} />;
}

export function UtilisationChart({ report }: { report: Report }) {
  const cars = report.utilisation.cars;
  const label = `Utilisation per car: ${cars.map((c) => `${c.name} ${c.utilisationPercent ?? 0}%`).join(', ')}.`;
  const config = useMemo(
    (): ChartConfiguration<'bar'> => ({
      type: 'bar',
      data: {
        labels: cars.map((c) => c.name),
        datasets: [
          {
            label: 'Utilisation %',
            data: cars.map((c) => c.utilisationPercent ?? 0),
            backgroundColor: cssColour('primary'),
          },
        ],
      },
      options: {
        indexAxis: 'y',
        maintainAspectRatio: false,
        // Drawn at once: no motion, and a screenshot or a reader sees the final bars.
        animation: false,
        scales: { x: { beginAtZero: true, max: 100, ticks: { callback: (v) => `${v}%` } } },
      },
    }),
    [cars],
  );
  return <BarChart label={label} height={Math.max(160, cars.length * 28 + 60)} config={config} />;
}
