import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Pagination } from '../index.js'

describe('Pagination', () => {
  it('renders the seed rule as buttons and marks the current page', () => {
    render(<Pagination page={6} pageCount={12} onPageChange={() => undefined} />)
    const nav = screen.getByRole('navigation', { name: 'Pagination' })
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent)
    expect(pages).toEqual(['1', '5', '6', '7', '12'])
    expect(within(nav).getAllByText('More pages')).toHaveLength(2)
    expect(within(nav).getByRole('button', { name: 'Page 6' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it.each([
    ['Go to first page', 1],
    ['Go to previous page', 5],
    ['Go to next page', 7],
    ['Go to last page', 12],
    ['Page 7', 7],
  ])('%s asks for page %i', async (name, expected) => {
    const onPageChange = vi.fn()
    render(<Pagination page={6} pageCount={12} onPageChange={onPageChange} />)
    await userEvent.click(screen.getByRole('button', { name }))
    expect(onPageChange).toHaveBeenCalledWith(expected)
  })

  it('disables going back on the first page and forward on the last', () => {
    const { rerender } = render(
      <Pagination page={1} pageCount={3} onPageChange={() => undefined} />,
    )
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled()
    rerender(<Pagination page={3} pageCount={3} onPageChange={() => undefined} />)
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled()
  })

  it('offers rows per page and reports the choice', async () => {
    const onPageSizeChange = vi.fn()
    render(
      <Pagination
        page={1}
        pageCount={5}
        onPageChange={() => undefined}
        pageSize={10}
        onPageSizeChange={onPageSizeChange}
      />,
    )
    const select = screen.getByRole('combobox', { name: 'Rows per page' })
    expect(select).toHaveValue('10')
    await userEvent.selectOptions(select, '30')
    expect(onPageSizeChange).toHaveBeenCalledWith(30)
  })
})
