import { insuranceState, todayInItaly } from './insurance';

describe('installer insurance', () => {
  const today = '2026-11-23';
  it('is expired the day after its expiry, expiring within 30 days, valid beyond', () => {
    expect(insuranceState({ insurance_expiry: '2026-11-22' }, today)).toBe('expired');
    expect(insuranceState({ insurance_expiry: '2026-11-23' }, today)).toBe('expiring');
    expect(insuranceState({ insurance_expiry: '2026-12-23' }, today)).toBe('expiring');
    expect(insuranceState({ insurance_expiry: '2026-12-24' }, today)).toBe('valid');
    expect(insuranceState({ insurance_expiry: null }, today)).toBe('missing');
  });

  it('counts days in the Italian calendar', () => {
    expect(todayInItaly(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(todayInItaly(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });
});
