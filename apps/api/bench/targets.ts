import { parkSearchTerm } from './seed';

/** Ids of seeded rows the targets point at. */
export interface BenchFixtures {
  /** A park with toys. */
  parkId: number;
  /** An inspection with items and findings. */
  inspectionId: number;
  /** A word that many park names contain. */
  searchTerm: string;
}

/** One route under load. */
export interface BenchTarget {
  name: string;
  /** Path under the server root, for the fixtures of this run. */
  path: (fixtures: BenchFixtures) => string;
  /** Request headers beyond the session's, sent to the app and the reference alike. */
  headers?: Record<string, string>;
  /**
   * Answered from memory while the data version has not moved (resources/answerCache): also loaded right after
   * writes, when every request's version has moved (issue 22).
   */
  kept?: boolean;
}

/** The routes measured; extend this table to measure more. A target that does not answer 200 is skipped. */
export const benchTargets: BenchTarget[] = [
  {
    name: 'customers search',
    path: () => '/api/v1/customers/?ordering=name&search=prova',
  },
  {
    name: 'parks search',
    path: (f) => `/api/v1/parks/?ordering=name&search=${encodeURIComponent(f.searchTerm)}`,
  },
  {
    name: 'toys of a park',
    path: (f) => `/api/v1/toys/?park_id=${f.parkId}`,
  },
  {
    name: 'inspection detail',
    path: (f) => `/api/v1/inspections/${f.inspectionId}/`,
  },
  {
    name: 'parks due in 30 days',
    kept: true,
    path: () => '/api/v1/parks/due/?within_days=30',
  },
  {
    name: 'parks list',
    kept: true,
    path: () => '/api/v1/parks/',
  },
  {
    name: 'parks by next due',
    kept: true,
    path: () => '/api/v1/parks/?ordering=next_due_on',
  },
  {
    name: 'overdue parks by next due',
    kept: true,
    path: () => '/api/v1/parks/?overdue=true&ordering=next_due_on',
  },
  // Stand-ins for the dashboard's figures: the count of a filtered list (one row fetched).
  {
    name: 'count: overdue parks',
    kept: true,
    path: () => '/api/v1/parks/?overdue=true&page_size=1',
  },
  {
    name: 'count: parks due within 30 days',
    kept: true,
    path: () => '/api/v1/parks/?due_within_days=30&page_size=1',
  },
  {
    name: 'count: parks at high risk',
    kept: true,
    path: () => '/api/v1/parks/?worst_open_risk=high&page_size=1',
  },
  {
    name: 'count: parks with open findings',
    kept: true,
    path: () => '/api/v1/parks/?has_open_findings=true&page_size=1',
  },
  {
    name: 'dashboard figures',
    kept: true,
    path: () => '/api/v1/dashboard/',
  },
  {
    name: 'map markers',
    kept: true,
    path: () => '/api/v1/parks/markers/',
    // As the browser asks for it: 826 kB of JSON for 10 000 parks, about 35 kB compressed.
    headers: { 'accept-encoding': 'br, gzip' },
  },
];

/** The default search term of the parks target. */
export const defaultSearchTerm = parkSearchTerm;
