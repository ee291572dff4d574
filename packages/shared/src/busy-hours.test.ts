import { describe, expect, it } from 'vitest';
import { takenDays } from './availability-rule';
import { busyDays, busyHoursText } from './busy-hours';

const at = (s: string) => new Date(`${s}+05:30`);

describe('busyDays', () => {
  it('marks a day booked 10:00-14:00 as partly busy, 08:00-16:00 with the cleaning buffer', () => {
    const days = busyDays(
      [{ from: at('2026-12-10T10:00'), to: at('2026-12-10T14:00') }],
      '2026-12-09',
      3,
    );
    expect([...days.keys()]).toEqual(['2026-12-10']);
    expect(days.get('2026-12-10')).toEqual({
      full: false,
      spans: [{ from: '08:00', to: '16:00' }],
    });
    expect(busyHoursText(days.get('2026-12-10')!)).toBe('Busy 08:00–16:00 incl. cleaning');
  });

  it('marks the middle days of a long rental busy all day and its ends partly', () => {
    const days = busyDays(
      [{ from: at('2026-12-10T09:00'), to: at('2026-12-12T10:00') }],
      '2026-12-10',
      3,
    );
    expect(days.get('2026-12-10')).toEqual({
      full: false,
      spans: [{ from: '07:00', to: '24:00' }],
    });
    expect(days.get('2026-12-11')).toEqual({ full: true, spans: [{ from: '00:00', to: '24:00' }] });
    expect(days.get('2026-12-12')).toEqual({
      full: false,
      spans: [{ from: '00:00', to: '12:00' }],
    });
    expect(busyHoursText(days.get('2026-12-11')!)).toBe('Busy all day');
  });

  it('merges touching rentals and lists separate ones', () => {
    const days = busyDays(
      [
        { from: at('2026-12-10T06:00'), to: at('2026-12-10T08:00') },
        { from: at('2026-12-10T10:00'), to: at('2026-12-10T11:00') },
        { from: at('2026-12-10T18:00'), to: at('2026-12-10T19:00') },
      ],
      '2026-12-10',
      1,
    );
    expect(days.get('2026-12-10')!.spans).toEqual([
      { from: '04:00', to: '13:00' },
      { from: '16:00', to: '21:00' },
    ]);
    expect(busyHoursText(days.get('2026-12-10')!)).toBe(
      'Busy 04:00–13:00 and 16:00–21:00 incl. cleaning',
    );
  });

  it('is full when rentals with their buffers cover the whole day between them', () => {
    const days = busyDays(
      [
        { from: at('2026-12-09T20:00'), to: at('2026-12-10T12:00') },
        { from: at('2026-12-10T16:00'), to: at('2026-12-11T08:00') },
      ],
      '2026-12-10',
      1,
    );
    expect(days.get('2026-12-10')!.full).toBe(true);
  });

  it('marks exactly the days takenDays marks, whatever the zone of the machine', () => {
    const intervals = [
      { from: '2026-12-24T14:30:00.000Z', to: '2026-12-24T20:30:00.000Z' },
      { from: at('2026-12-05T12:00'), to: at('2026-12-05T22:00') },
    ];
    expect([...busyDays(intervals, '2026-12-01', 31).keys()]).toEqual(
      takenDays(intervals, '2026-12-01', 31),
    );
  });
});
