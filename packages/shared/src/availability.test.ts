import { describe, expect, it, vi } from 'vitest';
import {
  bookingPeriod,
  calendarPeriod,
  CarSearchQuerySchema,
  clashBounds,
  clashes,
  isPeriodFree,
  parseKolkataDateTime,
  takenDays,
} from './availability';
import { MaintenanceBlockRequestSchema } from './blocks';
import { CLEANING_BUFFER_MS } from './constants';
import { toKolkataDateTimeLocal } from './kolkata-time';

const at = (s: string) => new Date(`${s}+05:30`);
const booked = { from: at('2026-12-10T09:00'), to: at('2026-12-12T10:00') };

describe('the availability rule', () => {
  it('uses a two-hour cleaning buffer', () => {
    expect(CLEANING_BUFFER_MS).toBe(2 * 60 * 60_000);
  });

  it('refuses a pickup 1 h 59 min after a return and allows one exactly 2 h after', () => {
    const tooSoon = { from: at('2026-12-12T11:59'), to: at('2026-12-13T09:00') };
    const justRight = { from: at('2026-12-12T12:00'), to: at('2026-12-13T09:00') };
    expect(isPeriodFree(tooSoon, [booked])).toBe(false);
    expect(isPeriodFree(justRight, [booked])).toBe(true);
  });

  it('keeps the buffer before a pickup as well', () => {
    const endsTooLate = { from: at('2026-12-09T09:00'), to: at('2026-12-10T07:01') };
    const endsInTime = { from: at('2026-12-09T09:00'), to: at('2026-12-10T07:00') };
    expect(isPeriodFree(endsTooLate, [booked])).toBe(false);
    expect(isPeriodFree(endsInTime, [booked])).toBe(true);
  });

  it('is taken by any overlap, including a period inside or around the other', () => {
    expect(clashes({ from: at('2026-12-11T00:00'), to: at('2026-12-11T01:00') }, booked)).toBe(
      true,
    );
    expect(clashes({ from: at('2026-12-01T00:00'), to: at('2026-12-30T00:00') }, booked)).toBe(
      true,
    );
  });

  it('can be asked without the buffer', () => {
    const backToBack = { from: booked.to, to: at('2026-12-13T10:00') };
    expect(clashes(backToBack, booked, 0)).toBe(false);
    expect(clashes(backToBack, booked)).toBe(true);
  });

  it('never frees an unavailable car', () => {
    const far = { from: at('2027-01-10T09:00'), to: at('2027-01-11T09:00') };
    expect(isPeriodFree(far, [])).toBe(true);
    expect(isPeriodFree(far, [], { available: false })).toBe(false);
  });

  it('accepts ISO strings as the busy endpoint gives them', () => {
    const intervals = [
      { from: '2026-12-10T09:00:00.000+05:30', to: '2026-12-12T10:00:00.000+05:30' },
    ];
    expect(
      isPeriodFree({ from: at('2026-12-12T11:00'), to: at('2026-12-13T11:00') }, intervals),
    ).toBe(false);
    expect(
      isPeriodFree({ from: at('2026-12-12T11:00'), to: at('2026-12-13T11:00') }, intervals, {
        bufferMs: 0,
      }),
    ).toBe(true);
  });

  it('gives the SQL bounds of a period', () => {
    const b = clashBounds({ from: '2026-12-10T00:00:00.000Z', to: '2026-12-11T00:00:00.000Z' });
    expect(b.startsBefore.toISOString()).toBe('2026-12-11T02:00:00.000Z');
    expect(b.endsAfter.toISOString()).toBe('2026-12-09T22:00:00.000Z');
  });
});

describe('takenDays', () => {
  it('marks the Kolkata days a booking and its buffer touch', () => {
    expect(takenDays([booked], '2026-12-01', 31)).toEqual([
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
    ]);
  });

  it('marks the next day when a return at 23:30 in Kolkata runs into it with the buffer', () => {
    const late = { from: at('2026-12-20T10:00'), to: at('2026-12-20T23:30') };
    expect(takenDays([late], '2026-12-19', 5)).toEqual(['2026-12-20', '2026-12-21']);
    expect(takenDays([late], '2026-12-19', 5, 0)).toEqual(['2026-12-20']);
  });

  it('uses Kolkata days, not UTC ones, for an interval crossing midnight in Kolkata', () => {
    // 20:00 to 02:00 IST is 14:30 to 20:30 UTC on one UTC day, but two Kolkata days.
    const night = { from: '2026-12-24T14:30:00.000Z', to: '2026-12-24T20:30:00.000Z' };
    expect(takenDays([night], '2026-12-20', 10, 0)).toEqual(['2026-12-24', '2026-12-25']);
  });

  it('gives the same Kolkata days whatever the zone of the machine', () => {
    const night = { from: '2026-12-24T14:30:00.000Z', to: '2026-12-24T20:30:00.000Z' };
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata']) {
        vi.stubEnv('TZ', tz);
        expect(new Date(2026, 0, 1).getTimezoneOffset(), tz).toBe(
          { UTC: 0, 'America/Los_Angeles': 480, 'Pacific/Kiritimati': -840, 'Asia/Kolkata': -330 }[
            tz
          ],
        );
        expect(takenDays([night], '2026-12-20', 10, 0), tz).toEqual(['2026-12-24', '2026-12-25']);
        expect(parseKolkataDateTime('2026-12-24T20:00')?.toISOString(), tz).toBe(night.from);
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('leaves the next day free when the widened interval ends exactly at midnight', () => {
    const evening = { from: at('2026-12-05T12:00'), to: at('2026-12-05T22:00') };
    expect(takenDays([evening], '2026-12-01', 10)).toEqual(['2026-12-05']);
  });

  it('keeps to the window and merges repeated days', () => {
    const long = { from: at('2026-11-25T09:00'), to: at('2026-12-03T09:00') };
    const inside = { from: at('2026-12-02T09:00'), to: at('2026-12-02T10:00') };
    const after = { from: at('2027-02-01T09:00'), to: at('2027-02-02T09:00') };
    expect(takenDays([long, inside, after], '2026-12-01', 3)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
  });
});

describe('parseKolkataDateTime', () => {
  it('reads a datetime-local value as Kolkata time', () => {
    expect(parseKolkataDateTime('2026-11-27T09:00')?.toISOString()).toBe(
      '2026-11-27T03:30:00.000Z',
    );
    expect(parseKolkataDateTime('2026-11-27T09:00:30')?.toISOString()).toBe(
      '2026-11-27T03:30:30.000Z',
    );
  });

  it('reads ISO 8601 with an offset or Z as that instant', () => {
    expect(parseKolkataDateTime('2026-11-27T09:00:00.000+05:30')?.toISOString()).toBe(
      '2026-11-27T03:30:00.000Z',
    );
    expect(parseKolkataDateTime('2026-11-27T03:30:00Z')?.toISOString()).toBe(
      '2026-11-27T03:30:00.000Z',
    );
    expect(parseKolkataDateTime('2026-11-26T22:00-05:30')?.toISOString()).toBe(
      '2026-11-27T03:30:00.000Z',
    );
  });

  it('refuses what is not a real date and time', () => {
    for (const bad of [
      '',
      'tomorrow',
      '2026-11-27',
      '2026-02-30T09:00',
      '2026-11-27T24:00',
      '2026-11-27T09:60',
      '2026-11-27T09:00:61',
      '2026-11-27 09:00',
      '2026-11-27T09:00+25:00',
    ]) {
      expect(parseKolkataDateTime(bad), bad).toBeNull();
    }
  });

  it('round-trips with toKolkataDateTimeLocal', () => {
    const d = parseKolkataDateTime('2026-12-31T23:45')!;
    expect(toKolkataDateTimeLocal(d)).toBe('2026-12-31T23:45');
  });
});

describe('calendarPeriod and bookingPeriod', () => {
  it('runs from Kolkata midnight for whole days', () => {
    const p = calendarPeriod('2026-12-01', 2);
    expect(p.from.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(p.to.toISOString()).toBe('2026-12-02T18:30:00.000Z');
  });

  it('reads the booking form schedule, or null while incomplete or reversed', () => {
    const p = bookingPeriod({
      pickupDate: '2026-12-01',
      pickupTime: '09:00',
      returnDate: '2026-12-02',
      returnTime: '10:00',
    });
    expect(p?.from.toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(bookingPeriod({ pickupDate: '2026-12-01', pickupTime: '09:00' })).toBeNull();
    expect(
      bookingPeriod({
        pickupDate: '2026-12-02',
        pickupTime: '09:00',
        returnDate: '2026-12-01',
        returnTime: '09:00',
      }),
    ).toBeNull();
  });
});

describe('CarSearchQuerySchema', () => {
  it('accepts no dates, both dates, and a branch', () => {
    expect(CarSearchQuerySchema.parse({})).toEqual({});
    const v = CarSearchQuerySchema.parse({
      from: '2026-12-01T09:00',
      to: '2026-12-03T09:00',
      branch: 'Dilsukhnagar',
    });
    expect(v.from?.toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(v.branch).toBe('Dilsukhnagar');
  });

  it('names the field of each problem', () => {
    const issues = (q: Record<string, string>) =>
      CarSearchQuerySchema.safeParse(q).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ from: '2026-12-01T09:00' })).toEqual([
      ['to', 'Choose a return date and time.'],
    ]);
    expect(issues({ to: '2026-12-01T09:00' })).toEqual([
      ['from', 'Choose a pickup date and time.'],
    ]);
    expect(issues({ from: '2026-12-03T09:00', to: '2026-12-01T09:00' })).toEqual([
      ['to', 'Return must be after pickup.'],
    ]);
    expect(issues({ from: '2026-12-01T09:00', to: '2026-12-01T09:00' })).toEqual([
      ['to', 'Return must be after pickup.'],
    ]);
    expect(issues({ from: 'soon', to: '2026-12-01T09:00' })?.[0]?.[0]).toBe('from');
    expect(issues({ branch: 'Gachibowli' })?.[0]?.[0]).toBe('branch');
  });
});

describe('MaintenanceBlockRequestSchema', () => {
  it('needs an end after the start and a reason', () => {
    expect(
      MaintenanceBlockRequestSchema.safeParse({
        from: '2026-12-01T09:00',
        to: '2026-12-01T18:00',
        reason: 'Brake service',
      }).success,
    ).toBe(true);
    const bad = MaintenanceBlockRequestSchema.safeParse({
      from: '2026-12-01T18:00',
      to: '2026-12-01T09:00',
      reason: ' ',
    });
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['reason', 'to']);
  });
});
