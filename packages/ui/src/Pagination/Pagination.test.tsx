import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { AltalenaProvider } from '../AltalenaProvider';
import { Pagination, type PaginationProps } from './Pagination';

const renderPager = (props: Partial<PaginationProps>, locale: 'en' | 'it' = 'en') => {
  const onPageChange = vi.fn();
  return render(
    <AltalenaProvider locale={locale}>
      <Pagination page={1} pageCount={10} onPageChange={onPageChange} {...props} />
    </AltalenaProvider>,
  ).then((screen) => ({
    screen,
    onPageChange: (props.onPageChange as typeof onPageChange) ?? onPageChange,
  }));
};

describe('Pagination', () => {
  it('disables previous on the first page and next on the last', async () => {
    const { screen } = await renderPager({ page: 1 });
    await expect.element(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await screen.unmount();
    const last = await renderPager({ page: 10 });
    await expect.element(last.screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect.element(last.screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('calls onPageChange with the previous, next and chosen page', async () => {
    const { screen, onPageChange } = await renderPager({ page: 5 });
    await screen.getByRole('button', { name: 'Previous' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await screen.getByRole('button', { name: 'Next' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    await screen.getByRole('button', { name: 'Page 10' }).click();
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    await screen.getByRole('button', { name: 'Page 5' }).click();
    expect(onPageChange).toHaveBeenCalledTimes(3);
  });

  it('marks only the current page with aria-current and leaves gaps for many pages', async () => {
    const { screen } = await renderPager({ page: 5, pageCount: 20 });
    await expect
      .element(screen.getByRole('button', { name: 'Page 5' }))
      .toHaveAttribute('aria-current', 'page');
    expect(screen.container.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(
      screen
        .getByRole('button', { name: /^Page/ })
        .elements()
        .map((b) => b.textContent),
    ).toEqual(['1', '4', '5', '6', '20']);
  });

  it('is operable from the keyboard', async () => {
    const { screen, onPageChange } = await renderPager({ page: 2, pageCount: 3 });
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('derives the pages from total and page size and summarises the range in both languages', async () => {
    const { screen } = await renderPager({
      page: 3,
      pageCount: undefined,
      total: 1234,
      pageSize: 100,
    });
    await expect.element(screen.getByText('201–300 of 1,234')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Page 13' })).toBeVisible();
    await screen.unmount();
    const it_ = await renderPager(
      { page: 13, pageCount: undefined, total: 1234, pageSize: 100 },
      'it',
    );
    await expect.element(it_.screen.getByText('1201–1234 di 1234')).toBeVisible();
    await expect.element(it_.screen.getByRole('navigation', { name: 'Paginazione' })).toBeVisible();
    await expect.element(it_.screen.getByRole('button', { name: 'Successiva' })).toBeDisabled();
  });
});
