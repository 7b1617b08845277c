import { customerContractsFeature } from '../../features/customerContracts/routes';
import { customersFeature } from '../../features/customers/routes';
import { dashboardFeature } from '../../features/dashboard/routes';
import { inspectionsFeature } from '../../features/inspections/routes';
import { installerContractsFeature } from '../../features/installerContracts/routes';
import { installersFeature } from '../../features/installers/routes';
import { labelsFeature } from '../../features/labels/routes';
import { parksFeature } from '../../features/parks/routes';
import { quotesFeature } from '../../features/quotes/routes';
import { quoteTypesFeature } from '../../features/quoteTypes/routes';
import { selectsFeature } from '../../features/selects/routes';
import { toysFeature } from '../../features/toys/routes';
import { usersFeature } from '../../features/users/routes';
import type { Feature } from './types';

/** Every feature of the app: the route registry and the menu are built from this list. */
export const features: readonly Feature[] = [
  dashboardFeature,
  customersFeature,
  customerContractsFeature,
  installersFeature,
  installerContractsFeature,
  parksFeature,
  toysFeature,
  inspectionsFeature,
  quotesFeature,
  quoteTypesFeature,
  selectsFeature,
  usersFeature,
  labelsFeature,
];
