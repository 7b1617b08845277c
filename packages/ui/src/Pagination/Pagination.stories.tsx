import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 1, total: 120, pageSize: 25, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(p) => {
        args.onPageChange(p);
        setPage(p);
      }}
    />
  );
}

/** Every prop from the controls panel. */
export const Playground: Story = {};

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Precedente/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Pagina 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('1–25 di 120')).toBeVisible();
  },
};

export const MiddlePage: Story = {
  args: { page: 3 },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Successiva/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('button', { name: 'Pagina 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('76–100 di 120')).toBeVisible();
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Successiva/ })).toBeDisabled();
    await expect(canvas.getByText('101–120 di 120')).toBeVisible();
  },
};

export const ManyPages: Story = {
  args: { page: 25, total: 1234, pageSize: 25 },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Pagina/ })).toHaveLength(5);
    await expect(canvas.getByText('601–625 di 1234', { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pagina 50' }));
    await expect(canvas.getByRole('button', { name: 'Pagina 50' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const KeyboardNavigation: Story = {
  args: { page: 2, pageCount: 4, total: undefined, pageSize: undefined },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Precedente/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Pagina 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SinglePage: Story = { args: { total: 7 } };
export const NoResults: Story = { args: { total: 0 } };
