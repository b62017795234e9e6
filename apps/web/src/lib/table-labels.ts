import type { ColumnHeaderLabels, DataTableLabels, PaginationLabels } from '@fabula/ui'
import { t } from '@/i18n'

/** The data table's own words (toolbar, bulk actions) in the interface language. */
export function dataTableLabels(): DataTableLabels {
  return {
    search: t('table.search'),
    reset: t('table.reset'),
    view: t('table.view'),
    viewHeading: t('table.viewHeading'),
    clearFilter: t('table.clearFilter'),
    bulkActions: t('table.bulkActions'),
    selected: (count) => t('table.selected', { count }),
    clearSelection: t('table.clearSelection'),
  }
}

/** The pagination bar's words in the interface language. */
export function paginationLabels(): PaginationLabels {
  return {
    nav: t('pagination.nav'),
    first: t('pagination.first'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    last: t('pagination.last'),
    page: (page) => t('pagination.page', { page }),
    morePages: t('pagination.more'),
    rowsPerPage: t('pagination.rowsPerPage'),
    pageOf: (page, total) => t('pagination.pageOf', { page, total }),
  }
}

/** A sortable column header's menu in the interface language. */
export function columnHeaderLabels(): ColumnHeaderLabels {
  return {
    ascending: t('table.sortAscending'),
    descending: t('table.sortDescending'),
    hide: t('table.hideColumn'),
    menu: (title, sorted) => t('table.columnMenu', { title, sorted: sorted || 'none' }),
  }
}
