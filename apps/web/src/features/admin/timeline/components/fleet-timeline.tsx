import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { BRANCH_NAMES } from '@rental/shared/business';
import { addDays, todayInKolkata } from '@rental/shared/kolkata-time';
import { adminStatusVariant } from '@rental/shared/status-colours';
import { SelectField } from '@/components/select-field';
import { useNow } from '@/features/admin/shell/hooks/use-now';
import { formatDate, formatLongDate } from '@/features/admin/shell/lib/format';
import { useTimeline, type TimelineParams } from '../api/get-timeline';
import { DispatchList } from './dispatch-list';
import { TimelineGrid } from './timeline-grid';

// docs/product.md#fleet-timeline: the morning's dispatch screen: the fleet over a day or a week,
// with the first day's pickups and returns beside it (under it on a phone).

const VIEWS = [
  { days: 1, label: 'Day' },
  { days: 7, label: 'Week' },
] as const;

export function FleetTimeline() {
  const [today] = useState(() => todayInKolkata());
  const [params, setParams] = useState<TimelineParams>({ date: today, days: 1, branch: '' });
  const timeline = useTimeline(params);
  const now = useNow();
  const change = (changes: Partial<TimelineParams>) => setParams((p) => ({ ...p, ...changes }));
  const step = (sign: 1 | -1) => change({ date: addDays(params.date, sign * params.days) });
  const unit = params.days === 1 ? 'day' : 'week';
  const data = timeline.data;
  // The lists are of the window's first day: today's by default, tomorrow's to plan ahead.
  const dayName =
    params.date === today
      ? 'today'
      : params.date === addDays(today, 1)
        ? 'tomorrow'
        : `on ${formatDate(params.date)}`;

  return (
    <>
      <form
        className="row g-2 align-items-end mb-3"
        aria-label="Timeline window"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="col-12 col-sm-auto">
          <span className="form-label d-block" id="timeline-view-label">
            View
          </span>
          <ButtonGroup aria-labelledby="timeline-view-label">
            {VIEWS.map((view) => (
              <Button
                key={view.days}
                variant={params.days === view.days ? 'primary' : 'outline-primary'}
                aria-pressed={params.days === view.days}
                onClick={() => change({ days: view.days })}
              >
                {view.label}
              </Button>
            ))}
          </ButtonGroup>
        </div>
        <div className="col col-sm-auto">
          <Form.Label htmlFor="timeline-date">{params.days === 1 ? 'Day' : 'Week from'}</Form.Label>
          <Form.Control
            id="timeline-date"
            type="date"
            value={params.date}
            onChange={(e) => e.target.value && change({ date: e.target.value })}
          />
        </div>
        <div className="col-auto d-flex gap-1">
          <Button variant="outline-secondary" onClick={() => step(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous {unit}</span>
          </Button>
          <Button variant="outline-secondary" onClick={() => change({ date: today })}>
            Today
          </Button>
          <Button variant="outline-secondary" onClick={() => step(1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next {unit}</span>
          </Button>
        </div>
        <SelectField
          id="timeline-branch"
          label="Branch"
          anyLabel="All branches"
          options={BRANCH_NAMES}
          value={params.branch}
          className="col-12 col-sm-auto"
          onChange={(branch) => change({ branch })}
        />
      </form>
      {timeline.isError && (
        <Alert variant="danger">Could not load the timeline. Please reload the page.</Alert>
      )}
      {!data && timeline.isFetching && (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading the timeline</span>
        </Spinner>
      )}
      {data && (
        <div className="row g-3" aria-busy={timeline.isFetching}>
          <div className="col-12 col-xl-9">
            <p className="small text-body-secondary mb-2" aria-live="polite">
              {params.days === 1
                ? formatLongDate(params.date)
                : `${formatLongDate(params.date)} to ${formatLongDate(addDays(params.date, 6))}`}
              {data.branch ? ` · ${data.branch}` : ' · All branches'}
            </p>
            <TimelineGrid timeline={data} now={now} />
            <Legend />
          </div>
          <aside className="col-12 col-xl-3" aria-label={`Dispatch ${dayName}`}>
            <DispatchList
              id="timeline-pickups"
              title={`Pickups ${dayName}`}
              empty={`No pickups ${dayName}.`}
              items={data.pickups}
              kind="pickups"
            />
            <DispatchList
              id="timeline-returns"
              title={`Returns ${dayName}`}
              empty={`No returns ${dayName}.`}
              items={data.returns}
              kind="returns"
            />
          </aside>
        </div>
      )}
    </>
  );
}

/** A cancelled booking frees its car, so the timeline never shows one. */
const LEGEND_STATUSES = ['Pending', 'Confirmed', 'Completed'] as const;

function Legend() {
  return (
    <ul className="list-inline small mt-2 mb-0" aria-label="Legend">
      {LEGEND_STATUSES.map((status) => (
        <li className="list-inline-item" key={status}>
          <span className={`badge text-bg-${adminStatusVariant(status)}`}>{status}</span>
        </li>
      ))}
      <li className="list-inline-item">▶ On trip</li>
      <li className="list-inline-item">
        <span className="badge fleet-block">Maintenance</span>
      </li>
    </ul>
  );
}
