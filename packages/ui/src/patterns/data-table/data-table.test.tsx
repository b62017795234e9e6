import * as React from 'react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  DataTable,
  DataTableBulkAction,
  DirectionProvider,
  type DataTableProps,
  type PaginationState,
} from '../../index.js'
import { makeTasks, type TaskRow } from './fixtures.js'
import { taskColumns, taskFacets } from './task-columns.js'

/**
 * A menu or popover trigger once its code is here: pointing at the stand-in loads it (ADR 0071),
 * as a mouse user's pointer does on the way to a click.
 */
async function loadedTrigger(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.hover(screen.getByRole('button', { name }))
  await waitFor(
    () => expect(screen.getByRole('button', { name })).toHaveAttribute('data-state', 'closed'),
    { timeout: 5000 },
  )
  return screen.getByRole('button', { name })
}

function renderTable(props: Partial<DataTableProps<TaskRow>> = {}) {
  const user = userEvent.setup()
  render(
    <DataTable
      label="Tasks"
      columns={taskColumns}
      data={makeTasks(25)}
      getRowId={(row) => row.id}
      searchColumn="title"
      facets={taskFacets}
      bulkActions={() => (
        <>
          <DataTableBulkAction>Export</DataTableBulkAction>
          <DataTableBulkAction>Archive</DataTableBulkAction>
        </>
      )}
      {...props}
    />,
  )
  return user
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Tasks' }))
    .getAllByRole('row')
    .slice(1)

describe('DataTable selection', () => {
  it('shows 10 rows per page and page 1 of 3 by default', () => {
    renderTable()
    expect(bodyRows()).toHaveLength(10)
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument()
  })

  it('selecting rows reveals the bulk toolbar, counts them and announces the count', async () => {
    const user = renderTable()
    expect(screen.queryByRole('toolbar')).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: 'Select TASK-1000' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select TASK-1003' }))
    const toolbar = await screen.findByRole('toolbar', { name: 'Bulk actions' })
    expect(within(toolbar).getByText('2 selected')).toBeInTheDocument()
    expect(screen.getByText('2 rows selected')).toHaveAttribute('aria-live', 'polite')
    expect(bodyRows()[0]).toHaveAttribute('data-state', 'selected')
  })

  it('the header checkbox selects the page, then shows mixed, then clears', async () => {
    const user = renderTable()
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' })
    await user.click(all)
    expect(await screen.findByText('10 selected')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Select TASK-1001' }))
    expect(all).toHaveAttribute('aria-checked', 'mixed')
    await user.click(all)
    expect(screen.getByText('10 selected')).toBeInTheDocument()
    await user.click(all)
    expect(screen.queryByRole('toolbar')).toBeNull()
  })

  it('reports selection changes to a controlled owner', async () => {
    const onRowSelectionChange = vi.fn()
    const user = renderTable({ rowSelection: {}, onRowSelectionChange })
    await user.click(screen.getByRole('checkbox', { name: 'Select TASK-1002' }))
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ 'TASK-1002': true })
    // Controlled: nothing changes until the owner passes the new state back.
    expect(screen.queryByRole('toolbar')).toBeNull()
  })
})

describe('DataTable bulk toolbar keyboard', () => {
  async function focusToolbar(props: Partial<DataTableProps<TaskRow>> = {}) {
    const user = renderTable({ rowSelection: undefined, ...props })
    await user.click(screen.getByRole('checkbox', { name: 'Select TASK-1000' }))
    const toolbar = await screen.findByRole('toolbar', { name: 'Bulk actions' })
    const [exportButton, archiveButton, clearButton] = within(toolbar).getAllByRole('button')
    exportButton!.focus()
    return {
      user,
      toolbar,
      exportButton: exportButton!,
      archiveButton: archiveButton!,
      clearButton: clearButton!,
    }
  }

  it('is one tab stop: only the focused button is tabbable', async () => {
    const { exportButton, archiveButton, clearButton } = await focusToolbar()
    expect(exportButton).toHaveAttribute('tabindex', '0')
    expect(archiveButton).toHaveAttribute('tabindex', '-1')
    expect(clearButton).toHaveAttribute('tabindex', '-1')
  })

  it('moves with ArrowRight/ArrowLeft and jumps with Home/End', async () => {
    const { user, exportButton, archiveButton, clearButton } = await focusToolbar()
    await user.keyboard('{ArrowRight}')
    expect(archiveButton).toHaveFocus()
    await user.keyboard('{End}')
    expect(clearButton).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(clearButton).toHaveFocus()
    await user.keyboard('{Home}')
    expect(exportButton).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(exportButton).toHaveFocus()
  })

  it('mirrors the arrow keys in right-to-left layouts', async () => {
    const user = userEvent.setup()
    render(
      <DirectionProvider initialDirection="rtl">
        <DataTable
          label="Tasks"
          columns={taskColumns}
          data={makeTasks(5)}
          getRowId={(row) => row.id}
          rowSelection={{ 'TASK-1000': true }}
          bulkActions={() => <DataTableBulkAction>Export</DataTableBulkAction>}
        />
      </DirectionProvider>,
    )
    const [exportButton, clearButton] = within(screen.getByRole('toolbar')).getAllByRole('button')
    exportButton!.focus()
    await user.keyboard('{ArrowLeft}')
    expect(clearButton).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    expect(exportButton).toHaveFocus()
  })

  it('Escape clears the selection and keeps focus in the table region', async () => {
    const { user } = await focusToolbar()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('toolbar')).toBeNull()
    expect(screen.getByRole('checkbox', { name: 'Select TASK-1000' })).not.toBeChecked()
    expect(document.activeElement).toBe(screen.getByRole('table').closest('[tabindex="-1"]'))
  })
})

describe('DataTable filtering, sorting and paging', () => {
  it('the text filter narrows rows and goes back to page 1', async () => {
    const user = renderTable()
    await user.click(screen.getByRole('button', { name: 'Go to next page' }))
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Filter rows' }), 'Japanese')
    expect(bodyRows().every((row) => row.textContent?.includes('Japanese'))).toBe(true)
    expect(bodyRows().length).toBeGreaterThan(0)
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(bodyRows()).toHaveLength(10)
  })

  it('a faceted filter keeps only rows with the chosen values', async () => {
    const user = renderTable()
    await user.click(await loadedTrigger(user, 'Status'))
    await user.click(await screen.findByRole('option', { name: /Done/ }))
    await user.keyboard('{Escape}')
    const statuses = bodyRows().map((row) =>
      row.querySelector('[data-status]')?.getAttribute('data-status'),
    )
    expect(statuses.length).toBeGreaterThan(0)
    expect(new Set(statuses)).toEqual(new Set(['done']))
  })

  it('sorts from the column header menu and exposes aria-sort', async () => {
    const user = renderTable()
    const header = () => screen.getByRole('columnheader', { name: /Task/ })
    expect(header()).toHaveAttribute('aria-sort', 'none')
    await user.click(await loadedTrigger(user, 'Task: column options'))
    await user.click(await screen.findByRole('menuitem', { name: 'Sort descending' }))
    expect(header()).toHaveAttribute('aria-sort', 'descending')
    expect(bodyRows()[0]).toHaveTextContent('TASK-1024')
  })

  it('hides a column from its header menu', async () => {
    const user = renderTable()
    expect(screen.getByRole('columnheader', { name: /Priority/ })).toBeInTheDocument()
    await user.click(await loadedTrigger(user, 'Priority: column options'))
    await user.click(await screen.findByRole('menuitem', { name: 'Hide column' }))
    expect(screen.queryByRole('columnheader', { name: /Priority/ })).toBeNull()
  })

  it('with manualPagination asks the owner for another page and shows the server total', async () => {
    const onPaginationChange = vi.fn()
    function Owner() {
      const [pagination, setPagination] = React.useState<PaginationState>({
        pageIndex: 0,
        pageSize: 10,
      })
      return (
        <DataTable
          label="Tasks"
          columns={taskColumns}
          data={makeTasks(10)}
          getRowId={(row) => row.id}
          manualPagination
          rowCount={137}
          pagination={pagination}
          onPaginationChange={(next) => {
            onPaginationChange(next)
            setPagination(next)
          }}
        />
      )
    }
    const user = userEvent.setup()
    render(<Owner />)
    expect(screen.getByText('Page 1 of 14')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Page 14' }))
    expect(onPaginationChange).toHaveBeenLastCalledWith({ pageIndex: 13, pageSize: 10 })
    expect(screen.getByText('Page 14 of 14')).toBeInTheDocument()
    // The server owns the rows: the table shows exactly what it was given.
    expect(bodyRows()).toHaveLength(10)
  })

  it('words its toolbar and bulk actions with the labels it is given', async () => {
    const user = renderTable({
      labels: {
        search: 'تصفية الصفوف',
        view: 'عرض',
        bulkActions: 'إجراءات جماعية',
        selected: (count) => `${count} محدَّدة`,
        clearSelection: 'مسح التحديد',
      },
    })
    expect(screen.getByRole('searchbox', { name: 'تصفية الصفوف' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'عرض' })).toBeInTheDocument()
    await user.click(within(bodyRows()[0]!).getByRole('checkbox'))
    const toolbar = screen.getByRole('toolbar', { name: 'إجراءات جماعية' })
    expect(toolbar).toHaveTextContent('1 محدَّدة')
    expect(within(toolbar).getByRole('button', { name: 'مسح التحديد' })).toBeInTheDocument()
  })
})
