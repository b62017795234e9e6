import type { RowData } from '@tanstack/react-table'

declare module '@tanstack/react-table' {
  // Declaration merging must repeat TanStack's type parameters even though we do not use them.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Human name of the column, used by the column header menu and the view options. */
    title?: string
  }
}
