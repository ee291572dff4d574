import { lazy, Suspense, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { BRANCH_NAMES, type BranchName } from '@rental/shared/business';
import { todayInKolkata } from '@rental/shared/kolkata-time';
import { MAX_REPORT_DAYS, monthPeriod, periodDays, REPORT_MESSAGES } from '@rental/shared/reports';
import { SelectField } from '@/components/select-field';
import { serverMessage } from '@/lib/server-message';
import { useDownloadExport, type ExportKind } from '../api/download-export';
import { useAfterTripReport } from '../api/get-after-trip-report';
import { useReport } from '../api/get-report';
import {
  PERIOD_PRESETS,
  presetDays,
  type PeriodPreset,
  type ReportPeriod,
} from '../lib/report-period';
import { AfterTripTable } from './after-trip-table';
import { ReportFigures } from './report-figures';
import { StatusTable, UtilisationTable } from './report-tables';

// docs/product.md#reports: the owner's figures for a period and a branch, with charts and the
// CSV exports. The charts' library loads in its own chunk, after the figures.

const StatusChart = lazy(() => import('./report-charts').then((m) => ({ default: m.StatusChart })));
const UtilisationChart = lazy(() =>
  import('./report-charts').then((m) => ({ default: m.UtilisationChart })),
);

function periodProblem(period: ReportPeriod): string | null {
  if (!period.from || !period.to) return null;
  const days = periodDays(period.from, period.to);
  if (days < 1) return REPORT_MESSAGES.reversed;
  if (days > MAX_REPORT_DAYS) return REPORT_MESSAGES.tooLong;
  return null;
}

const chartFallback = (
  <div className="d-flex justify-content-center py-5">
    <Spinner animation="border" size="sm" role="status">
      <span className="visually-hidden">Loading the chart</span>
    </Spinner>
  </div>
);

const EXPORT_LABELS = {
  bookings: 'Bookings CSV',
  payments: 'Payments CSV',
  invoices: 'Invoice register CSV',
  'after-trip': 'After-trip CSV',
} as const;

export function AdminReports() {
  const [today] = useState(() => todayInKolkata());
  const [preset, setPreset] = useState<PeriodPreset>('this-month');
  const [period, setPeriod] = useState<ReportPeriod>({ ...monthPeriod(today), branch: '' });
  const problem = periodProblem(period);
  const report = useReport(problem ? { ...period, to: '' } : period);
  const afterTrip = useAfterTripReport(problem ? { ...period, to: '' } : period);
  const download = useDownloadExport();
  const [downloaded, setDownloaded] = useState<string | null>(null);

  const exportCsv = (kind: ExportKind) => {
    setDownloaded(null);
    download.mutate({ kind, period }, { onSuccess: (name) => setDownloaded(name) });
  };
  const data = report.data;

  return (
    <>
      <form
        className="row g-2 align-items-end mb-3"
        aria-label="Report period"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="col-12 col-sm-6 col-lg-3">
          <Form.Label htmlFor="report-preset">Period</Form.Label>
          <Form.Select
            id="report-preset"
            value={preset}
            onChange={(e) => {
              const next = e.target.value as PeriodPreset;
              setPreset(next);
              setPeriod((p) => ({ ...p, ...presetDays(next, today, p) }));
            }}
          >
            {PERIOD_PRESETS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Form.Select>
        </div>
        <div className="col-6 col-lg-2">
          <Form.Label htmlFor="report-from">From</Form.Label>
          <Form.Control
            id="report-from"
            type="date"
            value={period.from}
            max={period.to || undefined}
            onChange={(e) => {
              setPreset('custom');
              setPeriod((p) => ({ ...p, from: e.target.value }));
            }}
          />
        </div>
        <div className="col-6 col-lg-2">
          <Form.Label htmlFor="report-to">To</Form.Label>
          <Form.Control
            id="report-to"
            type="date"
            value={period.to}
            min={period.from || undefined}
            isInvalid={problem !== null}
            aria-describedby={problem ? 'report-period-problem' : undefined}
            onChange={(e) => {
              setPreset('custom');
              setPeriod((p) => ({ ...p, to: e.target.value }));
            }}
          />
        </div>
        <SelectField
          id="report-branch"
          label="Branch"
          anyLabel="All branches"
          options={BRANCH_NAMES}
          value={period.branch}
          className="col-12 col-sm-6 col-lg-2"
          onChange={(branch) => setPeriod((p) => ({ ...p, branch: branch as BranchName | '' }))}
        />
        <div className="col-12 col-lg-3 d-grid d-sm-flex flex-wrap gap-2 justify-content-lg-end">
          {(['bookings', 'payments', 'invoices', 'after-trip'] as const).map((kind) => (
            <Button
              key={kind}
              variant="outline-primary"
              disabled={problem !== null || download.isPending}
              onClick={() => exportCsv(kind)}
            >
              {EXPORT_LABELS[kind]}
            </Button>
          ))}
        </div>
        {problem && (
          <p id="report-period-problem" className="col-12 text-danger small mb-0" role="alert">
            {problem}
          </p>
        )}
      </form>
      <div aria-live="polite" className="small">
        {download.isError && (
          <Alert variant="danger">{serverMessage(download.error, 'The export failed.')}</Alert>
        )}
        {downloaded && <p className="text-success">Downloaded {downloaded}.</p>}
      </div>
      {report.isError && (
        <Alert variant="danger">Could not load the report. Please reload the page.</Alert>
      )}
      {!data && report.isFetching && (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading the report</span>
        </Spinner>
      )}
      {data && (
        <div style={{ opacity: report.isPlaceholderData ? 0.6 : 1 }} aria-busy={report.isFetching}>
          <ReportFigures report={data} />
          <div className="row g-3">
            <section className="col-12 col-lg-5" aria-labelledby="report-status-title">
              <div className="card h-100 shadow-sm">
                <div className="card-body">
                  <h2 id="report-status-title" className="h6">
                    Bookings by status <span className="fw-normal">(pickup in the period)</span>
                  </h2>
                  <Suspense fallback={chartFallback}>
                    <StatusChart report={data} />
                  </Suspense>
                  <StatusTable report={data} />
                </div>
              </div>
            </section>
            <section className="col-12 col-lg-7" aria-labelledby="report-utilisation-title">
              <div className="card h-100 shadow-sm">
                <div className="card-body">
                  <h2 id="report-utilisation-title" className="h6">
                    Utilisation per car
                  </h2>
                  <Suspense fallback={chartFallback}>
                    <UtilisationChart report={data} />
                  </Suspense>
                  <UtilisationTable report={data} />
                </div>
              </div>
            </section>
          </div>
        </div>
      )}
      {afterTrip.data && (
        <section className="card shadow-sm mt-3" aria-labelledby="report-after-trip-title">
          <div className="card-body">
            <h2 id="report-after-trip-title" className="h6">
              After the trip{' '}
              <span className="fw-normal">
                (charges and deposits per month; balances at the month&apos;s end)
              </span>
            </h2>
            <AfterTripTable report={afterTrip.data} />
          </div>
        </section>
      )}
    </>
  );
}
