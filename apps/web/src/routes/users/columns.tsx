import type { StaffAccount } from '@fabula/staff-api'
import {
  Badge,
  Button,
  Checkbox,
  DataTableColumnHeader,
  DeferredOverlay,
  UserStatusBadge,
  type Column,
  type ColumnDef,
} from '@fabula/ui'
import * as React from 'react'
import { formatDateTime, t } from '@/i18n/staff'
import { columnHeaderLabels } from '@/lib/table-labels'
import { RowMenuButton } from './row-menu-button'

/** What a row menu can ask the page to do. */
export type RowAction = 'details' | 'role' | 'suspend' | 'activate' | 'resend' | 'delete'

/** What the columns need from the page. */
export interface ColumnOptions {
  /** Whether the signed-in account may change this one (role, self; PRODUCT.md §2). */
  canChange: (account: StaffAccount) => boolean
  /** Whether the signed-in account may change roles at all. */
  canSetRole: boolean
  /** Whether anything can be selected (users:manage). */
  selectable: boolean
  onAction: (action: RowAction, account: StaffAccount) => void
}

function header(title: string) {
  return ({ column }: { column: Column<StaffAccount, unknown> }) => (
    <DataTableColumnHeader column={column} title={title} labels={columnHeaderLabels()} />
  )
}

/**
 * The directory's columns. Sorting, filtering and paging happen on the server; the status and
 * role columns read nothing for the table's own facet counts, which would count one page only.
 */
export function userColumns(options: ColumnOptions): ColumnDef<StaffAccount>[] {
  const select: ColumnDef<StaffAccount> = {
    id: 'select',
    enableSorting: false,
    enableHiding: false,
    header: ({ table }) => {
      const eligible = table.getRowModel().rows.filter((row) => options.canChange(row.original))
      const chosen = eligible.filter((row) => row.getIsSelected()).length
      return (
        <Checkbox
          aria-label={t('staff.selectAll')}
          disabled={eligible.length === 0}
          checked={
            eligible.length > 0 && chosen === eligible.length
              ? true
              : chosen > 0
                ? 'indeterminate'
                : false
          }
          onCheckedChange={(value) => {
            for (const row of eligible) row.toggleSelected(value === true)
          }}
          className="translate-y-0.5"
        />
      )
    },
    cell: ({ row }) =>
      options.canChange(row.original) ? (
        <Checkbox
          aria-label={t('staff.users.select', { username: row.original.username })}
          checked={row.getIsSelected()}
          onCheckedChange={(value) => row.toggleSelected(value === true)}
          className="translate-y-0.5"
        />
      ) : null,
  }
  const columns: ColumnDef<StaffAccount>[] = [
    {
      id: 'username',
      accessorKey: 'username',
      meta: { title: t('staff.users.col.username') },
      header: header(t('staff.users.col.username')),
      enableHiding: false,
      cell: ({ row }) => (
        <Button
          variant="link"
          className="h-auto p-0 font-medium"
          onClick={() => options.onAction('details', row.original)}
        >
          {row.original.username}
        </Button>
      ),
    },
    {
      id: 'name',
      accessorKey: 'name',
      meta: { title: t('staff.users.col.name') },
      header: header(t('staff.users.col.name')),
      cell: ({ row }) => row.original.name ?? '—',
    },
    {
      id: 'email',
      accessorKey: 'email',
      meta: { title: t('staff.users.col.email') },
      header: header(t('staff.users.col.email')),
      cell: ({ row }) => <span className="break-all">{row.original.email}</span>,
    },
    {
      id: 'role',
      accessorFn: () => undefined,
      meta: { title: t('staff.users.col.role') },
      header: header(t('staff.users.col.role')),
      cell: ({ row }) => <Badge variant="outline">{t(`users.role.${row.original.role}`)}</Badge>,
    },
    {
      id: 'status',
      accessorFn: () => undefined,
      meta: { title: t('staff.users.col.status') },
      header: header(t('staff.users.col.status')),
      cell: ({ row }) => (
        <UserStatusBadge status={row.original.status}>
          {t(`users.status.${row.original.status}`)}
        </UserStatusBadge>
      ),
    },
    {
      id: 'created_at',
      accessorKey: 'created_at',
      meta: { title: t('staff.users.col.created') },
      header: header(t('staff.users.col.created')),
      cell: ({ row }) => (
        <time dateTime={row.original.created_at} className="whitespace-nowrap">
          {formatDateTime(row.original.created_at)}
        </time>
      ),
    },
    {
      id: 'last_sign_in_at',
      accessorKey: 'last_sign_in_at',
      meta: { title: t('staff.users.col.lastSignIn') },
      header: header(t('staff.users.col.lastSignIn')),
      cell: ({ row }) =>
        row.original.last_sign_in_at ? (
          <time dateTime={row.original.last_sign_in_at} className="whitespace-nowrap">
            {formatDateTime(row.original.last_sign_in_at)}
          </time>
        ) : (
          <span className="text-muted-foreground">{t('staff.never')}</span>
        ),
    },
    {
      id: 'actions',
      enableSorting: false,
      enableHiding: false,
      header: () => <span className="sr-only">{t('staff.users.col.actions')}</span>,
      cell: ({ row }) => <RowMenu account={row.original} options={options} />,
    },
  ]
  return options.selectable ? [select, ...columns] : columns
}

const LazyRowMenu = React.lazy(async () => ({ default: (await import('./row-menu')).RowMenu }))

/** A row's actions; the menu's code loads after the first paint (ADR 0071). */
function RowMenu({ account, options }: { account: StaffAccount; options: ColumnOptions }) {
  return (
    <DeferredOverlay
      trigger={(standIn) => <RowMenuButton username={account.username} {...standIn} />}
      overlay={(state) => <LazyRowMenu account={account} options={options} {...state} />}
    />
  )
}
