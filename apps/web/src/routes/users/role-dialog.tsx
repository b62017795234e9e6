import type { StaffRole } from '@fabula/auth'
import { givableRoles, type StaffAccount } from '@fabula/staff-api'
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@fabula/ui'
import * as React from 'react'
import * as v from 'valibot'
import { FormError } from '@/components/form-fields'
import { notify } from '@/app/notify'
import { t } from '@/i18n/staff'
import { useValibotForm } from '@/lib/form'
import { refusalMessage, useAccountAction } from './account-action'
import { ChoiceField } from './choice-field'

/** Props of {@link RoleDialog}. */
export interface RoleDialogProps {
  account: StaffAccount | null
  onClose: () => void
  actorRole: StaffRole | null
}

/** Changes an account's role to one the caller may give. */
export function RoleDialog({ account, onClose, actorRole }: RoleDialogProps) {
  const roles = givableRoles(actorRole)
  const action = useAccountAction()
  const form = useValibotForm(v.object({ role: v.picklist(roles) }), async ({ role }) => {
    if (!account) return
    const result = await action.attempt({ action: 'set-role', user_id: account.id, role })
    if (!result.ok) {
      form.setFormError(refusalMessage(result.error))
      return
    }
    onClose()
    notify.success(
      t('staff.users.roleChanged', { email: account.email, role: t(`users.role.${role}`) }),
    )
  })
  const { setFormError } = form
  // A refusal belongs to the attempt it answered, not to the next account.
  React.useEffect(() => setFormError(undefined), [account, setFormError])
  return (
    <Dialog open={account !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('staff.close')}>
        <DialogHeader>
          <DialogTitle>{t('staff.users.roleTitle')}</DialogTitle>
          <DialogDescription>
            {t('staff.users.roleDescription', { email: account?.email ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {account ? (
          <form noValidate onSubmit={form.onSubmit} className="grid gap-4">
            <FormError>{form.formError}</FormError>
            <ChoiceField
              label={t('staff.users.role')}
              name="role"
              options={roles}
              defaultValue={roles.includes(account.role) ? account.role : (roles[0] ?? 'user')}
              labelFor={(role) => t(`users.role.${role}`)}
              error={form.errors.role}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                {t('staff.cancel')}
              </Button>
              <Button type="submit" disabled={!form.ready} loading={form.pending}>
                {t('staff.users.roleSubmit')}
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
