import type { StaffAccount } from '@fabula/staff-api'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  type DeferredOpenState,
} from '@fabula/ui'
import { t } from '@/i18n/staff'
import type { ColumnOptions, RowAction } from './columns'
import { RowMenuButton } from './row-menu-button'

/** A row's actions menu (loaded on demand by ./columns). */
export function RowMenu({
  account,
  options,
  open,
  onOpenChange,
}: { account: StaffAccount; options: ColumnOptions } & DeferredOpenState) {
  const change = options.canChange(account)
  const act = (action: RowAction) => () => options.onAction(action, account)
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <RowMenuButton username={account.username} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={act('details')}>
          {t('staff.users.viewDetails')}
        </DropdownMenuItem>
        {change ? (
          <>
            {options.canSetRole ? (
              <DropdownMenuItem onSelect={act('role')}>
                {t('staff.users.changeRole')}
              </DropdownMenuItem>
            ) : null}
            {account.status === 'invited' ? (
              <DropdownMenuItem onSelect={act('resend')}>
                {t('staff.users.resend')}
              </DropdownMenuItem>
            ) : null}
            {account.status === 'suspended' ? (
              <DropdownMenuItem onSelect={act('activate')}>
                {t('staff.users.activate')}
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={act('suspend')}>
                {t('staff.users.suspend')}
              </DropdownMenuItem>
            )}
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={act('delete')}>
              {t('staff.users.delete')}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
