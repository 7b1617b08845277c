// The bench's lower baseline: one route that fetches the 25 customer rows and renders them as a table,
// with nothing else between the entry and the data (react-router's data router, as the app uses).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLoaderData } from 'react-router-dom';

function Customers() {
  const rows = useLoaderData();
  const columns = Object.keys(rows[0] ?? {}).filter((key) => typeof rows[0][key] !== 'object');
  return (
    <main>
      <h1>Customers</h1>
      <table>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column}>{String(row[column] ?? '')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

const router = createBrowserRouter(
  [
    {
      path: '/',
      element: <Customers />,
      loader: () => fetch('/api/customers').then((r) => r.json()),
    },
  ],
  { basename: '/bare' },
);

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
