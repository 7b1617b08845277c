import {
  DASHBOARD_CONTRACT_EXPIRY_DAYS,
  DASHBOARD_DUE_WITHIN_DAYS,
  DASHBOARD_QUOTE_EXPIRY_DAYS,
  type RiskLevel,
} from '@altalena/contracts';
import { addDays } from '../../scaffold/format';

/**
 * Where each figure of the dashboards leads: the list behind it, filtered as the server counted it.
 * Dates derive from the server's `today` of the dashboard answer, not from the browser's clock.
 */
export const dashboardLinks = {
  overdue: '/parks?overdue=true',
  dueSoon: `/parks?due_within_days=${DASHBOARD_DUE_WITHIN_DAYS}`,
  openFindings: '/parks?has_open_findings=true',
  lateFindings: '/parks?has_late_findings=true',
  risk: (risk: RiskLevel) => `/parks?worst_open_risk=${risk}`,
  quotesWaiting: '/quotes?status=sent',
  quotesExpiring: (today: string) =>
    `/quotes?status=sent&valid_until_to=${addDays(today, DASHBOARD_QUOTE_EXPIRY_DAYS)}`,
  contractsExpiring: (today: string) =>
    `/customers/contracts?status=active&end_date_from=${today}&end_date_to=${addDays(today, DASHBOARD_CONTRACT_EXPIRY_DAYS)}`,
  quote: (inspectionId: number) => `/quotes/${inspectionId}`,
  park: (parkId: number) => `/parks/${parkId}`,
  newPark: '/parks/create',
  newCustomer: '/customers/create',
} as const;
