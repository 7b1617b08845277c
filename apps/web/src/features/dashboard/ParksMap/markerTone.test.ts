import { markerTone } from './markerTone';

const park = { worst_open_risk: null, overdue: false, next_due_on: '2025-09-01' } as const;
const today = '2025-06-15';

describe('markerTone', () => {
  it('stands out for risk and for due inspections', () => {
    expect(markerTone(park, today)).toBe('neutral');
    expect(markerTone({ ...park, worst_open_risk: 'low' }, today)).toBe('neutral');
    expect(markerTone({ ...park, worst_open_risk: 'medium' }, today)).toBe('warning');
    expect(markerTone({ ...park, next_due_on: '2025-07-15' }, today)).toBe('warning');
    expect(markerTone({ ...park, next_due_on: '2025-07-16' }, today)).toBe('neutral');
    expect(markerTone({ ...park, worst_open_risk: 'high' }, today)).toBe('danger');
    expect(markerTone({ ...park, worst_open_risk: 'very_high' }, today)).toBe('danger');
    expect(markerTone({ ...park, overdue: true, next_due_on: '2025-06-01' }, today)).toBe('danger');
    expect(markerTone({ ...park, next_due_on: null }, today)).toBe('neutral');
  });
});
