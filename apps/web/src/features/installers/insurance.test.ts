import { insuranceState } from './insurance';

describe('installer insurance', () => {
  const today = '2026-11-23';
  it('is expired the day after its expiry, expiring within 30 days, valid beyond', () => {
    expect(insuranceState({ insurance_expiry: '2026-11-22' }, today)).toBe('expired');
    expect(insuranceState({ insurance_expiry: '2026-11-23' }, today)).toBe('expiring');
    expect(insuranceState({ insurance_expiry: '2026-12-23' }, today)).toBe('expiring');
    expect(insuranceState({ insurance_expiry: '2026-12-24' }, today)).toBe('valid');
    expect(insuranceState({ insurance_expiry: null }, today)).toBe('missing');
  });
});
