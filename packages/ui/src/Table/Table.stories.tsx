import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../EmptyState';
import { StatusBadge } from '../StatusBadge';
import { Table, type TableColumn, type TableSelection, type TableSortDescriptor } from './Table';

interface Park {
  id: number;
  name: string;
  city: string;
  toys: number;
  status: 'open' | 'partially_closed' | 'closed' | 'archived';
}

const parks: Park[] = [
  { id: 1, name: 'Parco Sempione', city: 'Milano', toys: 14, status: 'open' },
  { id: 2, name: 'Giardini Margherita', city: 'Bologna', toys: 9, status: 'partially_closed' },
  { id: 3, name: 'Parco della Trucca', city: 'Bergamo', toys: 21, status: 'open' },
  { id: 4, name: 'Villa Borghese', city: 'Roma', toys: 17, status: 'closed' },
  { id: 5, name: 'Parco del Valentino', city: 'Torino', toys: 11, status: 'archived' },
];

const columns: TableColumn<Park>[] = [
  { id: 'name', header: 'Nome', cell: (p) => p.name, isSortable: true },
  { id: 'city', header: 'Comune', cell: (p) => p.city, isSortable: true },
  {
    id: 'toys',
    header: 'Giochi',
    cell: (p) => p.toys,
    isSortable: true,
    align: 'end',
    width: '8rem',
  },
  { id: 'status', header: 'Stato', cell: (p) => <StatusBadge kind="park" value={p.status} /> },
];

const meta = {
  title: 'UI/Table',
  component: Table<Park>,
  args: {
    'aria-label': 'Parchi',
    columns,
    rows: parks,
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
  argTypes: { selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] } },
} satisfies Meta<typeof Table<Park>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Parchi' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(parks.length + 1);
  },
};

function SortedTable(args: Story['args']) {
  const [sort, setSort] = useState<TableSortDescriptor>({ column: 'name', direction: 'ascending' });
  const rows = useMemo(() => {
    const key = sort.column as keyof Park;
    const sorted = [...parks].sort((a, b) =>
      String(a[key]).localeCompare(String(b[key]), 'it', { numeric: true }),
    );
    return sort.direction === 'descending' ? sorted.reverse() : sorted;
  }, [sort]);
  return (
    <Table<Park>
      aria-label="Parchi"
      columns={columns}
      {...args}
      rows={rows}
      sortDescriptor={sort}
      onSortChange={(d) => {
        args?.onSortChange?.(d);
        setSort(d);
      }}
    />
  );
}

export const Sorted: Story = {
  render: (args) => <SortedTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('columnheader', { name: /Nome/ });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(name);
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Villa Borghese');
    await userEvent.click(canvas.getByRole('columnheader', { name: /Giochi/ }));
    await expect(canvas.getByRole('columnheader', { name: /Giochi/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('Giardini Margherita');
  },
};

function SelectableTable(args: Story['args']) {
  const [selected, setSelected] = useState<TableSelection>(new Set([2]));
  return (
    <Table<Park>
      aria-label="Parchi"
      columns={columns}
      rows={parks}
      {...args}
      selectedKeys={selected}
      onSelectionChange={(keys) => {
        args?.onSelectionChange?.(keys);
        setSelected(keys);
      }}
    />
  );
}

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple' },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The grid is loaded on first use.
    const boxes = await canvas.findAllByRole('checkbox');
    await expect(boxes).toHaveLength(parks.length + 1);
    await userEvent.click(boxes[1]!);
    await expect(args.onSelectionChange).toHaveBeenCalled();
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(boxes[0]!);
    await expect(canvas.getAllByRole('row')[5]).toHaveAttribute('aria-selected', 'true');
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single' },
  render: (args) => <SelectableTable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('checkbox'))[3]!);
    await expect(canvas.getAllByRole('row')[4]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'false');
  },
};

export const Loading: Story = {
  args: { isLoading: true, skeletonRows: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.queryByText('Parco Sempione')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nessun risultato')).toBeVisible();
  },
};

export const EmptyWithCustomState: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        headingLevel={3}
        title="Nessun parco"
        description="Prova a cambiare i filtri di ricerca."
      />
    ),
  },
};

/** Many columns in a narrow container scroll sideways instead of squeezing. */
export const NarrowScreen: Story = {
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Table<Park>
        {...args}
        columns={[
          ...columns,
          { id: 'code', header: 'Codice', cell: (p) => `PK-${p.id}` },
          { id: 'city2', header: 'Provincia', cell: (p) => p.city },
        ]}
      />
    </div>
  ),
};
