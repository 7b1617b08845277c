import { dashboardLinks } from './links';

describe('dashboardLinks', () => {
  it('filters the lists behind the figures from the server day', () => {
    expect(dashboardLinks.quotesExpiring('2025-12-25')).toBe(
      '/quotes?status=sent&valid_until_to=2026-01-08',
    );
    expect(dashboardLinks.contractsExpiring('2025-12-25')).toBe(
      '/customers/contracts?status=active&end_date_from=2025-12-25&end_date_to=2026-02-23',
    );
    expect(dashboardLinks.dueSoon).toBe('/parks?due_within_days=30');
    expect(dashboardLinks.risk('very_high')).toBe('/parks?worst_open_risk=very_high');
  });
});
