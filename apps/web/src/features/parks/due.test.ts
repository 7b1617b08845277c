import { dueState, lastInspectedOn } from './due';

const entry = (
  next_due_on: string | null,
  overdue = false,
  last_performed_on: string | null = null,
) => ({
  last_inspection_id: null,
  last_performed_on,
  next_due_on,
  overdue,
});

describe('park due dates', () => {
  const today = '2026-11-23';
  it('is overdue past its day, soon within 30 days, later beyond, never without a date', () => {
    expect(dueState(entry('2026-11-22'), today)).toBe('overdue');
    expect(dueState(entry('2026-11-30', true), today)).toBe('overdue');
    expect(dueState(entry('2026-11-23'), today)).toBe('soon');
    expect(dueState(entry('2026-12-23'), today)).toBe('soon');
    expect(dueState(entry('2026-12-24'), today)).toBe('later');
    expect(dueState(entry(null), today)).toBe('never');
  });

  it('takes the latest inspection of any type as the last one', () => {
    const due = {
      routine_visual: entry('2026-11-30', false, '2026-11-23'),
      operational: entry('2027-01-01', false, '2026-10-02'),
      annual_main: entry(null),
    };
    expect(lastInspectedOn({ due })).toBe('2026-11-23');
    expect(
      lastInspectedOn({
        due: { routine_visual: entry(null), operational: entry(null), annual_main: entry(null) },
      }),
    ).toBeNull();
  });
});
