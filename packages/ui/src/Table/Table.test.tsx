import { RouterProvider } from 'react-aria-components';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { Table, type TableColumn, type TableProps } from './Table';

interface Toy {
  id: string;
  name: string;
  height: number;
}

const rows: Toy[] = [
  { id: 'a', name: 'Swing', height: 2 },
  { id: 'b', name: 'Slide', height: 1.5 },
  { id: 'c', name: 'Seesaw', height: 1 },
];

const columns: TableColumn<Toy>[] = [
  { id: 'name', header: 'Name', cell: (t) => t.name, isSortable: true },
  { id: 'height', header: 'Height', cell: (t) => t.height, isSortable: true, align: 'end' },
];

const renderTable = (props: Partial<TableProps<Toy>> = {}, locale: 'en' | 'it' = 'en') =>
  render(
    <AltalenaProvider locale={locale}>
      <Table<Toy> aria-label="Toys" columns={columns} rows={rows} {...props} />
    </AltalenaProvider>,
  );

// react-aria hides the native input visually; the user clicks its label.
const clickBox = (box: { element: () => Element }) =>
  userEvent.click(box.element().closest('label')!);

describe('Table', () => {
  it('renders a header row and one row per item, the first column as row header', async () => {
    const screen = await renderTable();
    await expect.element(screen.getByRole('table', { name: 'Toys' })).toBeVisible();
    expect(screen.getByRole('row').elements()).toHaveLength(4);
    expect(
      screen
        .getByRole('rowheader')
        .elements()
        .map((e) => e.textContent),
    ).toEqual(['Swing', 'Slide', 'Seesaw']);
  });

  it('asks to sort on header press and shows the direction with aria-sort', async () => {
    const onSortChange = vi.fn();
    const screen = await renderTable({
      sortDescriptor: { column: 'name', direction: 'ascending' },
      onSortChange,
    });
    const name = screen.getByRole('columnheader', { name: 'Name' });
    await expect.element(name).toHaveAttribute('aria-sort', 'ascending');
    await expect
      .element(screen.getByRole('columnheader', { name: 'Height' }))
      .toHaveAttribute('aria-sort', 'none');
    await name.click();
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'descending' });
    await screen.getByRole('columnheader', { name: 'Height' }).click();
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'height', direction: 'ascending' });
  });

  it('sorts from the keyboard', async () => {
    const onSortChange = vi.fn();
    await renderTable({ onSortChange });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'ascending' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'height', direction: 'ascending' });
  });

  it('makes each row header a link, followed by a press anywhere on the row but on its controls', async () => {
    const navigate = vi.fn();
    const onSwitch = vi.fn();
    const withControl: TableColumn<Toy>[] = [
      ...columns,
      {
        id: 'open',
        header: 'Open',
        cell: (t) => (
          <button type="button" onClick={() => onSwitch(t.id)}>
            Toggle {t.name}
          </button>
        ),
      },
    ];
    const screen = await render(
      <AltalenaProvider locale="en">
        <RouterProvider navigate={navigate}>
          <Table<Toy>
            aria-label="Toys"
            columns={withControl}
            rows={rows}
            rowHref={(t) => `/toys/${t.id}`}
          />
        </RouterProvider>
      </AltalenaProvider>,
    );
    const link = screen.getByRole('link', { name: 'Slide' });
    await expect.element(link).toHaveAttribute('href', '/toys/b');
    // Tab: the two sort buttons, then the first row's link.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Swing' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenLastCalledWith('/toys/a', undefined);
    await screen.getByRole('cell', { name: '1.5' }).click();
    expect(navigate).toHaveBeenLastCalledWith('/toys/b', undefined);
    await screen.getByRole('button', { name: 'Toggle Seesaw' }).click();
    expect(onSwitch).toHaveBeenCalledWith('c');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('calls onRowAction from the row header button or a press on the row', async () => {
    const onRowAction = vi.fn();
    const screen = await renderTable({ onRowAction });
    await screen.getByRole('button', { name: 'Seesaw' }).click();
    expect(onRowAction).toHaveBeenLastCalledWith('c');
    await screen.getByRole('cell', { name: '2' }).click();
    expect(onRowAction).toHaveBeenLastCalledWith('a');
  });

  it('selects rows with checkboxes, one at a time or all', async () => {
    const onSelectionChange = vi.fn();
    const screen = await renderTable({ selectionMode: 'multiple', onSelectionChange });
    // The grid is loaded on first use.
    await expect.element(screen.getByRole('grid', { name: 'Toys' })).toBeVisible();
    const boxes = screen.getByRole('checkbox');
    expect(boxes.elements()).toHaveLength(4);
    await clickBox(boxes.nth(2));
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['b']);
    await expect.element(screen.getByRole('row').nth(2)).toHaveAttribute('aria-selected', 'true');
    await clickBox(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith('all');
  });

  it('keeps one selected row in single selection mode', async () => {
    const onSelectionChange = vi.fn();
    const screen = await renderTable({ selectionMode: 'single', onSelectionChange });
    await expect.element(screen.getByRole('grid', { name: 'Toys' })).toBeVisible();
    await clickBox(screen.getByRole('checkbox').nth(0));
    await clickBox(screen.getByRole('checkbox').nth(2));
    expect([...(onSelectionChange.mock.lastCall?.[0] as Set<string>)]).toEqual(['c']);
    await expect.element(screen.getByRole('row').nth(1)).toHaveAttribute('aria-selected', 'false');
    await expect
      .element(screen.getByRole('columnheader', { name: 'Selection' }))
      .toBeInTheDocument();
  });

  it('shows skeleton rows and is busy while loading', async () => {
    const screen = await renderTable({ isLoading: true, skeletonRows: 3 });
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('row').elements()).toHaveLength(4);
    await expect.element(screen.getByText('Swing')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('can be focused while its linked rows load, so that a scrolling table is always reachable', async () => {
    const plain = columns.map((column) => ({ ...column, isSortable: false }));
    const loading = await renderTable({
      columns: plain,
      rowHref: (t) => `/toys/${t.id}`,
      isLoading: true,
    });
    await expect
      .element(loading.getByRole('group', { name: 'Toys' }))
      .toHaveAttribute('tabindex', '0');
    await loading.unmount();
    const loaded = await renderTable({ columns: plain, rowHref: (t) => `/toys/${t.id}` });
    await expect.element(loaded.getByRole('link', { name: 'Swing' })).toBeVisible();
    await expect.element(loaded.getByRole('group', { name: 'Toys' })).not.toBeInTheDocument();
  });

  it('shows the empty state in a full-width row', async () => {
    const en = await renderTable({ rows: [] });
    await expect.element(en.getByText('No results')).toBeVisible();
    await expect.element(en.getByRole('table')).not.toHaveAttribute('aria-busy');
    await en.unmount();
    const it_ = await renderTable({ rows: [], emptyState: <p>Nothing here</p> }, 'it');
    await expect.element(it_.getByText('Nothing here')).toBeVisible();
    const it2 = await renderTable({ rows: [] }, 'it');
    await expect.element(it2.getByText('Nessun risultato')).toBeVisible();
  });
});
