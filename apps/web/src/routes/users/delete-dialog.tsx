import type { StaffAccount } from '@fabula/staff-api'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
} from '@fabula/ui'
import * as React from 'react'
import { FormError, TextField } from '@/components/form-fields'
import { notify } from '@/app/notify'
import { t } from '@/i18n/staff'
import { refusalMessage, useAccountAction } from './account-action'

/** Props of {@link DeleteDialog}. */
export interface DeleteDialogProps {
  /** The accounts to delete; none closes the dialog. */
  accounts: readonly StaffAccount[]
  onClose: (deleted: boolean) => void
}

/**
 * Deletes accounts after a confirmation: one account needs its email typed again (the function
 * checks it too), several need the count confirmed.
 */
export function DeleteDialog({ accounts, onClose }: DeleteDialogProps) {
  const action = useAccountAction()
  const [typed, setTyped] = React.useState('')
  const [failure, setFailure] = React.useState<string>()
  const single = accounts.length === 1 ? accounts[0] : undefined
  const confirmed = !single || typed.trim().toLowerCase() === single.email.toLowerCase()
  const open = accounts.length > 0

  React.useEffect(() => {
    if (!open) {
      setTyped('')
      setFailure(undefined)
    }
  }, [open])

  const remove = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!confirmed) {
      setFailure(t('staff.users.deleteMismatch'))
      return
    }
    const result = await action.attempt({
      action: 'delete',
      user_ids: accounts.map((account) => account.id),
      ...(single ? { confirm_email: typed.trim().toLowerCase() } : {}),
    })
    if (!result.ok) {
      setFailure(refusalMessage(result.error))
      return
    }
    notify.success(t('staff.users.deleted', { count: result.reply.users.length }))
    onClose(true)
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onClose(false)}>
      <AlertDialogContent>
        <form noValidate onSubmit={(event) => void remove(event)} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>
              {single
                ? t('staff.users.deleteTitle')
                : t('staff.users.bulkDeleteTitle', { count: accounts.length })}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {single
                ? t('staff.users.deleteBody', { email: single.email })
                : t('staff.users.bulkDeleteBody')}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <FormError>{failure}</FormError>
          {single ? (
            <TextField
              label={t('staff.users.deleteConfirmLabel')}
              name="confirm"
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel type="button">{t('staff.cancel')}</AlertDialogCancel>
            <Button
              type="submit"
              variant="destructive"
              disabled={!confirmed}
              loading={action.pending}
            >
              {t('staff.users.deleteSubmit')}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
