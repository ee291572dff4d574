import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BRANCH_NAMES, type BranchName } from '@rental/shared/business';
import { toKolkataDateTimeLocal } from '@rental/shared/kolkata-time';
import {
  dateSearchIssues,
  dateSearchQuery,
  type DateSearch,
  type DateSearchIssues,
} from '@/lib/date-search';
import { DateTimeField } from './date-time-field';
import { IconSearch } from './feature-icons';
import { SelectField } from './select-field';
import './date-search-form.css';

interface DateSearchFormProps {
  /** The search shown on arrival (the URL's, on /cars). */
  initial?: DateSearch;
  /** Other query parameters to keep, e.g. the list's filters. */
  keep?: Record<string, string>;
  title?: string;
  className?: string;
}

const EMPTY: DateSearch = { from: '', to: '', branch: '' };

/**
 * docs/product.md#availability: pickup, return and branch; submitting opens /cars?from=…&to=…&branch=…. Plain
 * controlled inputs: Home shows this in its first load, which must stay small.
 */
export function DateSearchForm({
  initial = EMPTY,
  keep = {},
  title = 'Find a car for your dates',
  className = '',
}: DateSearchFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const [search, setSearch] = useState(initial);
  const [issues, setIssues] = useState<DateSearchIssues>({});
  const [tried, setTried] = useState(false);
  const now = toKolkataDateTimeLocal(new Date());

  const update = (patch: Partial<DateSearch>) => {
    const next = { ...search, ...patch };
    setSearch(next);
    // After a first try, the reasons follow the inputs.
    if (tried) setIssues(dateSearchIssues(next));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = dateSearchIssues(search);
    setIssues(found);
    setTried(true);
    if (found.from || found.to) {
      event.currentTarget
        .querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-${found.from ? 'from' : 'to'}`)}`)
        ?.focus();
      return;
    }
    const query = new URLSearchParams({ ...keep, ...dateSearchQuery(search) });
    if (!search.branch) query.delete('branch');
    navigate(`/cars?${query.toString()}`);
  }

  const field = (name: 'from' | 'to', label: string, min: string) => (
    <DateTimeField
      id={`${id}-${name}`}
      label={label}
      value={search[name]}
      min={min}
      error={issues[name]}
      className="date-search__field"
      onChange={(value) => update({ [name]: value })}
    />
  );

  return (
    <form
      className={`date-search ${className}`.trim()}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      role="search"
    >
      <p id={`${id}-title`} className="date-search__title">
        {title} <span>Times are India time (IST)</span>
      </p>
      <div className="date-search__fields">
        {field('from', 'Pickup', now)}
        {field('to', 'Return', search.from || now)}
        <SelectField
          id={`${id}-branch`}
          label="Branch"
          anyLabel="Any branch"
          options={BRANCH_NAMES}
          value={search.branch}
          className="date-search__field date-search__field--branch"
          onChange={(branch) => update({ branch: branch as BranchName | '' })}
        />
        <button type="submit" className="btn btn-primary date-search__submit">
          <IconSearch /> Search
        </button>
      </div>
    </form>
  );
}
