import type { ColumnDef } from '@tanstack/react-table'
import { Checkbox } from '../../components/checkbox.js'

/** Options of {@link createSelectColumn}. */
export interface SelectColumnOptions<TData> {
  /** Accessible name of the header checkbox. */
  selectAllLabel?: string
  /** Accessible name of a row checkbox, e.g. `(user) => \`Select ${user.name}\``. */
  rowLabel?: (row: TData) => string
}

/**
 * A leading checkbox column for row selection: the header toggles every row of the current
 * page and shows "indeterminate" when only some are selected.
 */
export function createSelectColumn<TData>({
  selectAllLabel = 'Select all rows on this page',
  rowLabel = () => 'Select row',
}: SelectColumnOptions<TData> = {}): ColumnDef<TData> {
  return {
    id: 'select',
    enableSorting: false,
    enableHiding: false,
    header: ({ table }) => (
      <Checkbox
        aria-label={selectAllLabel}
        checked={
          table.getIsAllPageRowsSelected()
            ? true
            : table.getIsSomePageRowsSelected()
              ? 'indeterminate'
              : false
        }
        onCheckedChange={(value) => table.toggleAllPageRowsSelected(value === true)}
        className="translate-y-0.5"
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={rowLabel(row.original)}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onCheckedChange={(value) => row.toggleSelected(value === true)}
        className="translate-y-0.5"
      />
    ),
  }
}
