import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { addDays } from '@rental/shared/kolkata-time';
import { addMonths, lastDayOf, monthWeeks, shiftMonth, weekdayIndex } from './month-calendar-dates';
import './month-calendar.css';

// A compact month grid, Monday first, for calendars of whole days: the admin's per-car schedule
// and the car detail page's taken days. Dates are 'YYYY-MM-DD' calendar days (Kolkata days for
// this business, docs/product.md#time) and never pass through the browser's time zone.
//
// Keyboard (WAI-ARIA date grid): one day is in the tab order; arrows move by a day or a week,
// Home and End go to the start and end of the week, Page Up and Page Down by a month, across
// the months shown. Enter or Space choose the day when `onSelect` is given.

export type CalendarTone = 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'secondary';

export interface CalendarMarkKind {
  /** The key used in `marks`. */
  key: string;
  /** Legend text, also read out for a marked day, e.g. 'Maintenance'. */
  label: string;
  tone: CalendarTone;
  /** Diagonal stripes, so two kinds differ by more than colour. */
  striped?: boolean;
  /** A half-length bar: the day is only partly taken (differs from a full bar by its shape). */
  partial?: boolean;
}

export interface MonthCalendarProps {
  /** First month shown, 'YYYY-MM'. */
  firstMonth: string;
  /** How many months, side by side where there is room. Default 2. */
  months?: number;
  /** Today, 'YYYY-MM-DD': outlined; earlier days are shown as past. */
  today: string;
  kinds: readonly CalendarMarkKind[];
  /** The keys of `kinds` that mark each date. */
  marks: ReadonlyMap<string, readonly string[]>;
  /** Read out for a day without marks, e.g. 'free'. */
  unmarkedLabel?: string;
  /** Makes days choosable by click, Enter or Space. */
  onSelect?: (date: string) => void;
  selected?: string | null;
  /** Which days may be chosen (default: all). */
  isSelectable?: (date: string) => boolean;
  /** More words read out for a day after its marks, e.g. the busy hours. */
  dayNote?: (date: string) => string | undefined;
  /** Called when a day gets the focus or is clicked, e.g. to show its busy hours. */
  onFocusDate?: (date: string) => void;
  /** Level of the month titles in the page outline. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5;
  className?: string;
}

const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

const monthTitle = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});
const dayName = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

const barClass = (base: string, k: CalendarMarkKind) =>
  `${base} tone-${k.tone}${k.striped ? ' is-striped' : ''}${k.partial ? ' is-partial' : ''}`;

function clampDate(date: string, first: string, last: string): string {
  return date < first ? first : date > last ? last : date;
}

export function MonthCalendar({
  firstMonth,
  months = 2,
  today,
  kinds,
  marks,
  unmarkedLabel,
  onSelect,
  selected = null,
  isSelectable = () => true,
  dayNote,
  onFocusDate,
  headingLevel = 3,
  className = '',
}: MonthCalendarProps) {
  const id = useId();
  const shown = Array.from({ length: months }, (_, i) => addMonths(firstMonth, i));
  const firstDate = `${firstMonth}-01`;
  const lastDate = lastDayOf(shown.at(-1)!);
  const kindOf = new Map(kinds.map((k) => [k.key, k]));

  const [active, setActive] = useState<string>(() => selected ?? today);
  const focusDate = clampDate(active, firstDate, lastDate);
  const root = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    root.current?.querySelector<HTMLElement>(`[data-date="${focusDate}"]`)?.focus();
  }, [focusDate]);

  const choose = (date: string) => {
    if (onSelect && isSelectable(date)) onSelect(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, date: string) => {
    const weekday = weekdayIndex(date);
    const next: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekday),
      End: () => addDays(date, 6 - weekday),
      PageUp: () => shiftMonth(date, -1),
      PageDown: () => shiftMonth(date, 1),
    };
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(date);
      return;
    }
    const move = next[event.key];
    if (!move) return;
    event.preventDefault();
    moved.current = true;
    setActive(clampDate(move(), firstDate, lastDate));
  };

  const Heading = `h${headingLevel}` as const;

  return (
    <div ref={root} className={`month-calendar ${className}`.trim()}>
      <div className="month-calendar__months">
        {shown.map((month) => {
          const titleId = `${id}-${month}`;
          return (
            <div className="month-calendar__month" key={month}>
              <Heading id={titleId} className="month-calendar__title">
                {monthTitle.format(utc(`${month}-01`))}
              </Heading>
              <table role="grid" aria-labelledby={titleId} className="month-calendar__grid">
                <thead>
                  <tr>
                    {WEEKDAYS.map(([short, long]) => (
                      <th key={long} scope="col" abbr={long}>
                        {short}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {monthWeeks(month).map((week, w) => (
                    <tr key={w}>
                      {week.map((date, d) => {
                        if (!date) return <td key={d} role="presentation" />;
                        const dayMarks = (marks.get(date) ?? [])
                          .map((key) => kindOf.get(key))
                          .filter((k): k is CalendarMarkKind => !!k);
                        const selectable = !!onSelect && isSelectable(date);
                        const status = [
                          dayMarks.length ? dayMarks.map((k) => k.label).join(', ') : unmarkedLabel,
                          dayNote?.(date),
                        ]
                          .filter(Boolean)
                          .join('. ');
                        const classes = [
                          'month-calendar__day',
                          date < today && 'is-past',
                          date === today && 'is-today',
                          date === selected && 'is-selected',
                          dayMarks.length > 0 && 'is-marked',
                          selectable && 'is-selectable',
                        ].filter(Boolean);
                        return (
                          <td
                            key={date}
                            role="gridcell"
                            data-date={date}
                            tabIndex={date === focusDate ? 0 : -1}
                            aria-selected={onSelect ? date === selected : undefined}
                            aria-current={date === today ? 'date' : undefined}
                            aria-disabled={onSelect && !selectable ? true : undefined}
                            className={classes.join(' ')}
                            onClick={() => {
                              setActive(date);
                              choose(date);
                            }}
                            onKeyDown={(event) => onKeyDown(event, date)}
                            onFocus={onFocusDate && (() => onFocusDate(date))}
                          >
                            <span className="month-calendar__number" aria-hidden="true">
                              {Number(date.slice(8))}
                            </span>
                            <span className="month-calendar__bars" aria-hidden="true">
                              {dayMarks.map((k) => (
                                <span key={k.key} className={barClass('month-calendar__bar', k)} />
                              ))}
                            </span>
                            <span className="visually-hidden">
                              {dayName.format(utc(date))}
                              {status ? `: ${status}` : ''}
                            </span>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        })}
      </div>
      <ul className="month-calendar__legend" aria-label="Legend">
        {kinds.map((k) => (
          <li key={k.key}>
            <span className={barClass('month-calendar__swatch', k)} aria-hidden="true" />
            {k.label}
          </li>
        ))}
        <li>
          <span className="month-calendar__swatch is-today" aria-hidden="true" />
          Today
        </li>
      </ul>
    </div>
  );
}
