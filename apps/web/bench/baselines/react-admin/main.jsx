// The bench's stack baseline: a minimal react-admin list of the same 25 rows, over ra-data-simple-rest
// (the bench's server answers `/api/customers` with the `Content-Range` header it reads). Its router is
// a HashRouter: the list is `/react-admin/#/customers`.
import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

createRoot(document.getElementById('root')).render(
  <Admin dataProvider={simpleRestProvider('/api')}>
    <Resource name="customers" list={ListGuesser} />
  </Admin>,
);
