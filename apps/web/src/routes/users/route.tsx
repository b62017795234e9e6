import { can } from '@fabula/auth'
import { mayActOnRole, USER_STATUSES, type StaffAccount } from '@fabula/staff-api'
import { useUserList } from '@fabula/staff-api/react'
import { Button, DataTable, DataTableBulkAction, type RowSelectionState } from '@fabula/ui'
import { UserPlus } from 'lucide-react'
import * as React from 'react'
import { Page } from '@/components/page'
import { useAccount, useServices } from '@/app/app-context'
import { routeTable } from '@/app/route-table'
import { t } from '@/i18n/staff'
import { USER_ROLES, usersSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'
import { useAccountAction } from './account-action'
import { userColumns, type RowAction } from './columns'
import { filtersOf, searchOfFilters, sortParam, sortingOf, userListQuery } from './users-query'
import { dataTableLabels, paginationLabels } from '@/lib/table-labels'
import { MountOnceOpened } from '@/components/mount-once-opened'

// The dialogs and the details sheet load when first opened, not with the page.
const InviteDialog = React.lazy(async () => ({
  default: (await import('./invite-dialog')).InviteDialog,
}))
const RoleDialog = React.lazy(async () => ({ default: (await import('./role-dialog')).RoleDialog }))
const DeleteDialog = React.lazy(async () => ({
  default: (await import('./delete-dialog')).DeleteDialog,
}))
const UserSheet = React.lazy(async () => ({ default: (await import('./user-sheet')).UserSheet }))

const PAGE_SIZES = [10, 20, 50, 100] as const

export function Component() {
  const [search, setSearch] = useSearch(usersSearch)
  const { staff } = useServices()
  const account = useAccount()
  const list = useUserList(staff, userListQuery(search))
  const action = useAccountAction()
  const manage = can(account.role, 'users:manage')
  const canSetRole = can(account.role, 'users:set-role')
  const canChange = (row: StaffAccount) =>
    manage && row.id !== account.userId && mayActOnRole(account.role, row.role)

  const [selection, setSelection] = React.useState<RowSelectionState>({})
  const [inviting, setInviting] = React.useState(false)
  const [details, setDetails] = React.useState<StaffAccount | null>(null)
  const [roleOf, setRoleOf] = React.useState<StaffAccount | null>(null)
  const [deleting, setDeleting] = React.useState<StaffAccount[]>([])

  // A selection belongs to the rows on screen: a new page or filter starts without one.
  const listKey = JSON.stringify(userListQuery(search))
  React.useEffect(() => setSelection({}), [listKey])

  const rows = list.data?.rows ?? []
  const total = list.data?.total ?? 0

  const suspendOrActivate = async (kind: 'suspend' | 'activate', accounts: StaffAccount[]) => {
    const ok = await action.run({ action: kind, user_ids: accounts.map((a) => a.id) }, (reply) =>
      t(kind === 'suspend' ? 'staff.users.suspended' : 'staff.users.activated', {
        count: reply.users.length,
      }),
    )
    if (ok) setSelection({})
  }

  const onAction = (kind: RowAction, row: StaffAccount) => {
    if (kind === 'details') setDetails(row)
    else if (kind === 'role') setRoleOf(row)
    else if (kind === 'delete') setDeleting([row])
    else if (kind === 'resend') {
      void action.run(
        {
          action: 'resend-invite',
          user_id: row.id,
          redirect_to: `${window.location.origin}${routeTable.authInvitation.href()}`,
        },
        () => t('staff.users.resent', { email: row.email }),
      )
    } else void suspendOrActivate(kind, [row])
  }

  const columns = userColumns({ canChange, canSetRole, selectable: manage, onAction })

  return (
    <Page
      title={t('page.users')}
      description={t('users.description')}
      actions={
        manage ? (
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" />
            {t('staff.users.invite')}
          </Button>
        ) : undefined
      }
    >
      {manage ? null : <p className="text-sm text-muted-foreground">{t('staff.users.readOnly')}</p>}
      <p className="sr-only" aria-live="polite">
        {t('staff.users.count', { count: total })}
      </p>
      <DataTable
        labels={dataTableLabels()}
        paginationLabels={paginationLabels()}
        label={t('staff.users.table')}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        manualPagination
        manualSorting
        manualFiltering
        rowCount={total}
        loading={list.isPending || list.isPlaceholderData}
        pagination={{ pageIndex: search.page - 1, pageSize: search.pageSize }}
        onPaginationChange={(next) =>
          setSearch({ page: next.pageIndex + 1, pageSize: next.pageSize })
        }
        sorting={sortingOf(search)}
        onSortingChange={(next) => setSearch({ sort: sortParam(next) })}
        columnFilters={filtersOf(search)}
        onColumnFiltersChange={(next) => setSearch(searchOfFilters(next))}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        searchColumn="username"
        searchPlaceholder={t('staff.users.filterPlaceholder')}
        facets={[
          {
            columnId: 'status',
            title: t('filters.status'),
            options: USER_STATUSES.map((status) => ({
              value: status,
              label: t(`users.status.${status}`),
            })),
          },
          {
            columnId: 'role',
            title: t('filters.role'),
            options: USER_ROLES.map((role) => ({ value: role, label: t(`users.role.${role}`) })),
          },
        ]}
        pageSizeOptions={PAGE_SIZES}
        emptyText={t('staff.noMatch')}
        selectionAnnouncement={(count) => t('staff.selectedAnnouncement', { count })}
        bulkActions={
          manage
            ? (selected) => (
                <>
                  <DataTableBulkAction
                    disabled={action.pending}
                    onClick={() => void suspendOrActivate('activate', selected)}
                  >
                    {t('staff.users.activate')}
                  </DataTableBulkAction>
                  <DataTableBulkAction
                    disabled={action.pending}
                    onClick={() => void suspendOrActivate('suspend', selected)}
                  >
                    {t('staff.users.suspend')}
                  </DataTableBulkAction>
                  <DataTableBulkAction variant="destructive" onClick={() => setDeleting(selected)}>
                    {t('staff.users.delete')}
                  </DataTableBulkAction>
                </>
              )
            : undefined
        }
      />
      {manage ? (
        <>
          <MountOnceOpened open={inviting}>
            <InviteDialog open={inviting} onOpenChange={setInviting} actorRole={account.role} />
          </MountOnceOpened>
          <MountOnceOpened open={roleOf !== null}>
            <RoleDialog account={roleOf} onClose={() => setRoleOf(null)} actorRole={account.role} />
          </MountOnceOpened>
          <MountOnceOpened open={deleting.length > 0}>
            <DeleteDialog
              accounts={deleting}
              onClose={(deleted) => {
                setDeleting([])
                if (deleted) setSelection({})
              }}
            />
          </MountOnceOpened>
        </>
      ) : null}
      <MountOnceOpened open={details !== null}>
        <UserSheet account={details} onClose={() => setDetails(null)} />
      </MountOnceOpened>
    </Page>
  )
}
