import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl, type SegmentedOption } from './SegmentedControl';

const outcomes: SegmentedOption<string>[] = [
  { value: 'ok', label: 'OK', tone: 'success' },
  { value: 'fixed_on_site', label: 'Sistemato sul posto', tone: 'info' },
  { value: 'defect', label: 'Difetto', tone: 'danger' },
  { value: 'not_inspectable', label: 'Non ispezionabile', tone: 'warning' },
  { value: 'not_applicable', label: 'Non applicabile' },
];

const meta = {
  title: 'UI/SegmentedControl',
  component: SegmentedControl,
  args: { 'aria-label': 'Esito: Altalena doppia', options: outcomes, value: null, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SegmentedControl
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SegmentedControl<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every prop from the controls panel. */
export const Playground: Story = {};

/** Nothing chosen yet: one tap chooses, a second tap on another moves the choice. */
export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Difetto' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('defect');
    await expect(canvas.getByRole('radio', { name: 'Difetto' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'OK' }));
    await expect(canvas.getByRole('radio', { name: 'OK' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Difetto' })).not.toBeChecked();
  },
};

/** A value chosen, coloured by its meaning. */
export const Chosen: Story = { args: { value: 'defect' } };

/** Read only, e.g. once the inspection is signed. */
export const Disabled: Story = { args: { value: 'ok', isDisabled: true } };

/** On a phone the options wrap onto more rows; every one stays a 48 px target. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    for (const option of within(canvasElement).getAllByRole('radio')) {
      await expect(option.closest('label')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(
        44,
      );
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
